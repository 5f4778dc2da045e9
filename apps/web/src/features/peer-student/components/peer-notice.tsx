import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface PeerNoticeProps {
  title: string;
  message: string;
  /** The way on; My Courses when none is given. */
  action?: ReactNode;
}

/** A page that explains why there is no form or summary to show, and where to go instead. */
export function PeerNotice({ title, message, action }: PeerNoticeProps) {
  return (
    <Stack gap="lg" py="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        {title}
      </Title>
      <Paper withBorder p="xl" ta="center">
        <Text mb="md">{message}</Text>
        {action ?? (
          <Button component={Link} to={paths.dashboard.getHref()}>
            GO TO MY COURSES
          </Button>
        )}
      </Paper>
    </Stack>
  );
}

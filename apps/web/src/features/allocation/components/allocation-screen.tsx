import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';

interface AllocationScreenProps {
  title: string;
  subcourseId: string;
  /** A read-only or forbidden notice above the board. */
  notice?: string | null;
  /** The polite live region's text (moves, suggestions, publish). */
  announcement?: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of both boards: back to the course dashboard, title, notice, live region. */
export function AllocationScreen(props: AllocationScreenProps) {
  const { title, subcourseId, notice, announcement = '', actions, children } = props;
  return (
    <Stack gap="md" py="md">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <BackLink to={paths.adminDashboard.getHref(subcourseId)} label="Back to course dashboard" />
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
      </Group>
      {notice && (
        <Alert color="indigo" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {notice}
        </Alert>
      )}
      {actions}
      <Text role="status" aria-live="polite" fz="sm" c="indigo.9">
        {announcement}
      </Text>
      {children}
    </Stack>
  );
}

/** A board the caller may not open: the reason and the way back. */
export function ForbiddenBoard({
  title,
  subcourseId,
  reason,
}: {
  title: string;
  subcourseId: string;
  reason: string;
}) {
  return (
    <AllocationScreen title={title} subcourseId={subcourseId}>
      <Paper withBorder p="xl" ta="center">
        <Text mb="md">{reason}</Text>
        <Button component={Link} to={paths.adminDashboard.getHref(subcourseId)}>
          BACK TO COURSE DASHBOARD
        </Button>
      </Paper>
    </AllocationScreen>
  );
}

/** A failed board load: what went wrong and a way to try again. */
export function BoardLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Text mb="md">{message}</Text>
      <Button onClick={onRetry}>TRY AGAIN</Button>
    </Paper>
  );
}

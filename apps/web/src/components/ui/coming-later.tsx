import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

interface ComingLaterProps {
  title: string;
  /** What the page will hold, in one sentence. */
  description: string;
  backTo: string;
  backLabel: string;
}

/** An honest placeholder for a screen of a later release (never 'Page not found'). */
export function ComingLater({ title, description, backTo, backLabel }: ComingLaterProps) {
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" ta="center" data-testid="coming-later">
        <Text mb="xs">{description}</Text>
        <Text c="dimmed" fz="sm" mb="md">
          This page arrives in a later release.
        </Text>
        <Button component={Link} to={backTo} variant="light">
          {backLabel}
        </Button>
      </Paper>
    </Stack>
  );
}

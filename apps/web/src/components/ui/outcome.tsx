import { Button, Group, Stack, Text, ThemeIcon, type MantineSpacing } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface OutcomeProps {
  tone: 'success' | 'error';
  message: ReactNode;
  /** Where to go next, as a button under the message. */
  action?: { label: string; to: string };
  /** The usual next step, shown first and filled; `action` then reads as the way out. */
  nextStep?: { label: string; to: string };
  py?: MantineSpacing;
}

/** The end of a wizard: a big check or cross, one sentence, and the way on. */
export function Outcome({ tone, message, action, nextStep, py = 'xl' }: OutcomeProps) {
  const failed = tone === 'error';
  return (
    <Stack align="center" gap="md" py={py} role={failed ? 'alert' : 'status'}>
      <ThemeIcon size={56} radius="xl" color={failed ? 'red' : 'teal'} aria-hidden>
        {failed ? <IconX size={32} /> : <IconCheck size={32} />}
      </ThemeIcon>
      <Text fz="lg" fw={600} ta="center">
        {message}
      </Text>
      <Group justify="center" gap="sm">
        {nextStep && (
          <Button component={Link} to={nextStep.to}>
            {nextStep.label}
          </Button>
        )}
        {action && (
          <Button component={Link} to={action.to} variant={nextStep ? 'default' : 'filled'}>
            {action.label}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

import { PROJECT_MESSAGES } from '@capstone/contracts';
import { Paper, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** What an unverified client sees instead of the project tools. */
export function UnverifiedNotice() {
  return (
    <Paper withBorder p="xl" ta="center" role="status" data-testid="unverified-notice">
      <ThemeIcon size={48} radius="xl" color="gray" variant="light" mb="sm" aria-hidden>
        <IconLock size={26} />
      </ThemeIcon>
      <Text fw={600} fz="lg">
        {PROJECT_MESSAGES.notVerified}
      </Text>
      <Text c="dimmed" mt={4}>
        {PROJECT_MESSAGES.notVerifiedHint}
      </Text>
    </Paper>
  );
}

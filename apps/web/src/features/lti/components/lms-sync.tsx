import type { ImportRowError } from '@capstone/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ImportSummaryView, type ImportSummary } from '@/components/ui/import-summary';
import { ApiError } from '@/lib/api-error';
import { useLinkedContexts } from '../api/get-linked-contexts';
import { useSyncContext } from '../api/sync-context';

/** A member the sync left out, named as the LMS names them; a row without one keeps its place. */
const syncedRowError = ({ row, message, name, email }: ImportRowError) => ({
  line: row,
  message,
  ...(name ? { person: email ? { name, email } : { name } } : {}),
});

/**
 * "Sync from LMS" on the Members page: for each LMS course linked to S whose class list the LMS
 * offers, a button that brings S's members in step, and the import's summary. Nothing shows when no
 * LMS course is linked.
 */
export function LmsSync({ subcourseId, enabled }: { subcourseId: string; enabled: boolean }) {
  const contexts = useLinkedContexts(subcourseId, enabled);
  const sync = useSyncContext(subcourseId);
  const [summary, setSummary] = useState<{ title: string; value: ImportSummary } | null>(null);
  const syncable = (contexts.data ?? []).filter((context) => context.canSync);
  if (!enabled || syncable.length === 0) return null;

  const run = (contextRef: string, name: string) => {
    sync.mutate(contextRef, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setSummary({
          title: `Synced from ${name}`,
          value: {
            created: answer.created,
            updated: answer.updated,
            unchanged: answer.unchanged,
            errors: answer.errors.map(syncedRowError),
          },
        });
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError ? error.message : 'The class list could not be synced',
        ),
    });
  };

  return (
    <Paper withBorder p="md" mb="md">
      <Stack gap="sm">
        {syncable.map((context) => {
          const name = context.title ?? context.label ?? 'the LMS';
          return (
            <Group key={context.contextRef} justify="space-between" gap="sm">
              <Text>
                Linked LMS course: <strong>{name}</strong>
              </Text>
              <Button
                leftSection={<IconRefresh size={18} aria-hidden />}
                loading={sync.isPending && sync.variables === context.contextRef}
                disabled={sync.isPending}
                onClick={() => run(context.contextRef, name)}
              >
                SYNC FROM LMS
              </Button>
            </Group>
          );
        })}
        {summary && <ImportSummaryView title={summary.title} summary={summary.value} />}
      </Stack>
    </Paper>
  );
}

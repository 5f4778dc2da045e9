import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '@/components/table/load-error';
import { errorToastText } from '@/lib/api-error';

/** A tab's content while it loads: blocks shaped like group sections. */
export function PanelSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
      {[0, 1].map((key) => (
        <Skeleton key={key} height={220} radius="md" />
      ))}
    </Stack>
  );
}

/** A sentence in a bordered box: an empty list, or why there is nothing yet. */
export function PanelNote({ children }: { children: string }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Text>{children}</Text>
    </Paper>
  );
}

/** A failed read with the server's reason and TRY AGAIN. */
export function PanelError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <Paper withBorder p="xl" ta="center">
      <LoadError message={errorToastText(error, fallback)} onRetry={onRetry} />
    </Paper>
  );
}

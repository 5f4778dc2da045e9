import { Progress, Stack, Text } from '@mantine/core';
import type { ImportProgress } from '../hooks/use-member-import';

/** "Processed N of M rows" while an import is being sent (ui-guide: long work shows progress). */
export function ImportProgressBar({
  progress,
  label,
}: {
  progress: ImportProgress;
  label: string;
}) {
  const percent = progress.total === 0 ? 100 : (progress.processed / progress.total) * 100;
  const text = `Processed ${progress.processed} of ${progress.total} rows`;
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text fz="sm">
        {label}: {text}
      </Text>
      <Progress value={percent} animated aria-label={text} />
    </Stack>
  );
}

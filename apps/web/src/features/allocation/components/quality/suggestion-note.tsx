import { ALLOCATION_POLICY_LABELS, type AllocationReport } from '@capstone/contracts';
import { Paper, Text } from '@mantine/core';

interface SuggestionNoteProps {
  report: AllocationReport;
  /** Groups staff have placed differently since the suggestion. */
  moved: number;
}

const runtime = (ms: number) =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;

/** Which suggestion the board is compared with, and how far staff have moved from it. */
export function SuggestionNote({ report, moved }: SuggestionNoteProps) {
  const policy = ALLOCATION_POLICY_LABELS[report.policy];
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
      <Text fz="sm">
        <Text span fw={600}>
          Suggestion:
        </Text>{' '}
        {policy.label}, seed {report.seed}
        {report.allow_unranked ? ', unranked projects allowed' : ''}; computed in{' '}
        {runtime(report.runtime_ms)}.
      </Text>
      <Text fz="sm" fw={600} aria-live="polite">
        {moved === 0
          ? 'The board matches the suggestion.'
          : `${moved} ${moved === 1 ? 'group' : 'groups'} moved from the suggestion.`}
      </Text>
    </Paper>
  );
}

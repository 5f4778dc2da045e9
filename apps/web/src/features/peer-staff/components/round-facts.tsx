import type { PeerRoundStaff } from '@capstone/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatTimestamp } from '@/lib/format-date';
import { submittedPercent, submittedText } from '../utils/round-status';

const FACTS_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: 12,
  rowGap: 2,
  margin: 0,
} as const;

/** When a round opens and closes, its last reminder, and how many have submitted. */
export function RoundFacts({ round }: { round: PeerRoundStaff }) {
  const progress = submittedText(round);
  return (
    <Stack gap="xs">
      <Text component="dl" fz="sm" style={FACTS_STYLE}>
        <dt>Opens</dt>
        <dd style={{ margin: 0 }}>{formatTimestamp(round.opens_at)}</dd>
        <dt>{round.closed_at ? 'Closed' : 'Closes'}</dt>
        <dd style={{ margin: 0 }}>{formatTimestamp(round.closed_at ?? round.closes_at)}</dd>
        {round.released_at && (
          <>
            <dt>Released</dt>
            <dd style={{ margin: 0 }}>{formatTimestamp(round.released_at)}</dd>
          </>
        )}
        <dt>Last reminder</dt>
        <dd style={{ margin: 0 }}>
          {round.reminded_at ? formatTimestamp(round.reminded_at) : 'None sent'}
        </dd>
      </Text>
      {round.status !== 'scheduled' && (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text fz="sm" fw={500}>
              {progress}
            </Text>
            <Text fz="sm" c="dimmed">
              {`${round.groups_count} ${round.groups_count === 1 ? 'group' : 'groups'}`}
            </Text>
          </Group>
          <Progress value={submittedPercent(round)} size="md" aria-label={progress} />
        </Stack>
      )}
      {round.status === 'scheduled' && (
        <Text fz="sm" c="dimmed">
          {progress}
        </Text>
      )}
    </Stack>
  );
}

import type { AllocationReport } from '@capstone/contracts';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { BoardQuality } from '../../utils/board-quality';
import { ordinal } from './group-explanation';
import { percent } from './rank-labels';

interface TopSharesProps {
  quality: BoardQuality;
  suggested: AllocationReport['quality'] | null;
}

const TOPS = [1, 3, 5, 7] as const;

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="xs">
      <Text fz="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={700} component="dd" m={0}>
        {value}
        {note && (
          <Text span fz="xs" fw={400} c="dimmed" display="block">
            {note}
          </Text>
        )}
      </Text>
    </Paper>
  );
}

const worstText = (rank: number | null, count: number) =>
  rank === null ? 'None' : `${ordinal(rank)} (${count} ${count === 1 ? 'group' : 'groups'})`;

/** Top-1/3/5/7 shares, worst and mean rank of the board, each beside the suggestion's figure. */
export function TopShares({ quality, suggested }: TopSharesProps) {
  const titleId = useId();
  const vs = (text: string) => (suggested ? `Suggestion: ${text}` : undefined);

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        How well groups did
      </Title>
      <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {TOPS.map((k) => {
          const share = quality[`top${k}`];
          return (
            <li key={k}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="sm">{k === 1 ? 'Got their 1st choice' : `Got a top-${k} choice`}</Text>
                <Text fz="sm" fw={700}>
                  {percent(share)}
                  {suggested && (
                    <Text span fz="xs" fw={400} c="dimmed">
                      {` (suggestion ${percent(suggested[`top${k}`])})`}
                    </Text>
                  )}
                </Text>
              </Group>
              {/* The figure is in the text above; the bar only draws it. */}
              <Progress value={share} size="sm" aria-hidden />
            </li>
          );
        })}
      </Stack>
      <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
        <Figure
          label="Placed"
          value={`${quality.allocated} of ${quality.groupsTotal}`}
          note={vs(`${suggested?.allocated} of ${suggested?.groups_total}`)}
        />
        <Figure
          label="Unallocated"
          value={String(quality.unallocated)}
          note={vs(String(suggested?.unallocated))}
        />
        <Figure
          label="Worst rank"
          value={worstText(quality.worstRank, quality.groupsAtWorstRank)}
          note={vs(worstText(suggested?.worst_rank ?? null, suggested?.groups_at_worst_rank ?? 0))}
        />
        <Figure
          label="Mean rank"
          value={quality.meanRank === null ? 'None' : quality.meanRank.toFixed(2)}
          note={vs(suggested?.mean_rank == null ? 'None' : suggested.mean_rank.toFixed(2))}
        />
      </SimpleGrid>
    </Stack>
  );
}

import type { AllocationMove } from '@capstone/contracts';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { FromTo } from '@/components/ui/from-to';
import { MOVE_KIND_LABELS, choiceText } from '../../utils/proposal-view';

/** One move of the proposal: who, from where, to where, and the engine's reason. */
export function MoveCard({ move }: { move: AllocationMove }) {
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      radius="md"
      data-testid="proposal-move"
      data-group={move.group.id}
      data-kind={move.kind}
    >
      <Group justify="space-between" gap={6} wrap="wrap" mb={4}>
        <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {move.group.name}
        </Text>
        <Badge variant="light" color={move.kind === 'chain' ? 'gray' : 'indigo'} size="sm">
          {MOVE_KIND_LABELS[move.kind]}
        </Badge>
      </Group>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        <FromTo
          from={move.from}
          to={move.to}
          fromNote={choiceText(move.from_rank, move.from !== null)}
          toNote={choiceText(move.to_rank, move.to !== null)}
        />
      </Text>
      <Text fz="sm" c="dimmed" mt={4}>
        {move.reason}
      </Text>
    </Paper>
  );
}

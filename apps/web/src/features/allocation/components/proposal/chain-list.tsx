import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { ChainSection } from '../../utils/proposal-view';
import { MoveCard } from './move-card';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 } as const;

/** One chain: its summary as the heading, then its moves in order, trigger first. */
function ChainBlock({ section }: { section: ChainSection }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="sm"
      radius="md"
      bg="var(--mantine-color-default-hover)"
      data-testid="proposal-chain"
    >
      <Title order={4} fz="sm" id={headingId} mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {section.summary}
      </Title>
      <ol
        aria-label={section.number === null ? 'Other moves' : `Moves of chain ${section.number}`}
        style={LIST_STYLE}
      >
        {section.moves.map((move) => (
          <MoveCard key={move.group.id} move={move} />
        ))}
      </ol>
    </Paper>
  );
}

/** Every chain of the proposal, in order. */
export function ChainList({ sections }: { sections: readonly ChainSection[] }) {
  return (
    <Stack gap="sm">
      {sections.map((section) => (
        <ChainBlock key={section.number ?? 'other'} section={section} />
      ))}
    </Stack>
  );
}

import type { AllocationReport } from '@capstone/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { kindCounts, proposalSentence } from '../../utils/proposal-view';

type Summary = NonNullable<AllocationReport['summary']>;

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** The proposal's counts: a sentence, then one card per count that is not zero. */
export function ProposalSummary({ summary }: { summary: Summary }) {
  return (
    <div data-testid="proposal-summary">
      <Text fw={600} mb="xs">
        {proposalSentence(summary)}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Stat label="Groups that move" value={summary.moved} />
        <Stat label="Groups without a project" value={summary.unplaced} />
        {kindCounts(summary).map((entry) => (
          <Stat key={entry.kind} label={entry.label} value={entry.count} />
        ))}
      </SimpleGrid>
    </div>
  );
}

import type { MyPeerResults } from '@capstone/contracts';
import { Box, Stack, Text, Title } from '@mantine/core';
import { dimensionRows, type ScoreSeries } from '../utils/results-summary';

// Each series has its own colour and always its own words, so colour is never the only sign.
const COLORS: Record<ScoreSeries, string> = {
  self: 'var(--mantine-color-gray-6)',
  peers: 'var(--mantine-primary-color-filled)',
  team: 'var(--mantine-color-teal-7)',
};

/**
 * One dimension's scores as labelled bars on the 1–5 scale. The numbers are written beside the
 * bars, so the bars themselves are hidden from screen readers.
 */
export function DimensionBars({
  dimension,
  selfRating,
}: {
  dimension: MyPeerResults['dimensions'][number];
  selfRating: boolean;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {dimension.title}
      </Title>
      {dimensionRows(dimension, selfRating).map((row) => (
        <div key={row.series}>
          <Text fz="sm">
            {row.label}: <strong>{row.text}</strong>
          </Text>
          <Box
            aria-hidden
            h={10}
            mt={4}
            bg="var(--mantine-color-default-border)"
            style={{ borderRadius: 5, overflow: 'hidden' }}
          >
            <Box h="100%" w={`${row.percent}%`} bg={COLORS[row.series]} />
          </Box>
        </div>
      ))}
    </Stack>
  );
}

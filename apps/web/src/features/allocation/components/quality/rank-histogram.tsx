import { Stack, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { HISTOGRAM_KEYS, type HistogramKey } from '../../utils/board-quality';
import { DeferredBarChart } from '@/components/ui/deferred-bar-chart';
import { bucketLabel } from './rank-labels';

interface RankHistogramProps {
  histogram: Record<HistogramKey, number>;
  /** The suggestion's histogram, shown beside the board's in the table for screen readers. */
  suggested?: Record<string, number> | null;
}

// Each bucket's count sits in one series only, so ranks, unranked and unallocated get their own
// colour (and legend entry) on one axis.
const SERIES = [
  { name: 'ranked', label: 'Ranked project', color: 'indigo.7' },
  { name: 'unranked', label: 'Unranked project', color: 'gray.6' },
  { name: 'unallocated', label: 'Unallocated', color: 'red.9' },
];

/** How many groups the board gives each rank: the shape staff judge a suggestion by. */
export function RankHistogram({ histogram, suggested }: RankHistogramProps) {
  const titleId = useId();
  const data = HISTOGRAM_KEYS.map((key) => ({
    bucket: bucketLabel(key),
    ranked: key === 'unranked' || key === 'unallocated' ? 0 : histogram[key],
    unranked: key === 'unranked' ? histogram[key] : 0,
    unallocated: key === 'unallocated' ? histogram[key] : 0,
  }));
  const summary = HISTOGRAM_KEYS.map((key) => `${bucketLabel(key)}: ${histogram[key]}`).join(', ');

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        Groups by rank
      </Title>
      <DeferredBarChart
        h={230}
        data={data}
        dataKey="bucket"
        type="stacked"
        series={SERIES}
        withLegend
        yAxisProps={{ allowDecimals: false, width: 32 }}
        // Slanted ticks keep "Unranked" and "Unallocated" apart in a narrow column.
        xAxisProps={{
          interval: 0,
          height: 64,
          tick: { angle: -35, textAnchor: 'end', fontSize: 11, fill: 'currentColor' },
        }}
        barChartProps={{ title: `Groups by rank. ${summary}` }}
      />
      <VisuallyHidden>
        <table>
          <caption>Groups by rank on the board{suggested ? ' and in the suggestion' : ''}</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Board</th>
              {suggested && <th scope="col">Suggestion</th>}
            </tr>
          </thead>
          <tbody>
            {HISTOGRAM_KEYS.map((key) => (
              <tr key={key}>
                <th scope="row">{bucketLabel(key)}</th>
                <td>{histogram[key]}</td>
                {suggested && <td>{suggested[key] ?? 0}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}

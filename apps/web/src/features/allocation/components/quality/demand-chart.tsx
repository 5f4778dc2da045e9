import { Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { DeferredBarChart } from '@/components/ui/deferred-bar-chart';
import { ordinal } from './group-explanation';
import { demandRows, oversubscribed, type DemandProject } from './demand-rows';

interface DemandChartProps {
  projects: readonly DemandProject[];
}

/** Projects shown before "Show all": enough to see where demand outruns places. */
const TOP = 15;

// Darker for better ranks: the eye reads the first-choice pressure first.
const RANK_COLOURS = ['indigo.9', 'indigo.6', 'blue.4', 'cyan.4', 'yellow.5', 'orange.4', 'red.3'];
const SERIES = [
  ...RANK_COLOURS.map((color, i) => ({
    name: `r${i + 1}`,
    label: `${ordinal(i + 1)} choice`,
    color,
    stackId: 'demand',
  })),
  { name: 'places', label: 'Places', color: 'teal.8', stackId: 'places' },
];

const shortName = (name: string) => (name.length > 16 ? `${name.slice(0, 15)}…` : name);

/**
 * How often and how highly each project was ranked, beside its places, most pressed first. The
 * chart draws it; a caption and a hidden table say it for screen readers.
 */
export function DemandChart({ projects }: DemandChartProps) {
  const titleId = useId();
  const tableId = useId();
  const [showAll, setShowAll] = useState(false);
  const rows = useMemo(() => demandRows(projects), [projects]);
  const shown = showAll ? rows : rows.slice(0, TOP);
  const over = oversubscribed(rows);
  const data = shown.map((row) => ({
    project: `${row.projNo}. ${shortName(row.name)}`,
    places: row.capacity,
    ...Object.fromEntries(row.byRank.map((count, i) => [`r${i + 1}`, count])),
  }));
  const caption =
    over.length === 0
      ? 'No project was ranked 1st by more groups than it has places.'
      : `${over.length} of ${rows.length} projects were ranked 1st by more groups than they have places${
          over[0]
            ? `; most of all ${over[0].name} (${over[0].firstChoices} for ${over[0].capacity})`
            : ''
        }.`;

  if (rows.length === 0) {
    return (
      <Stack gap="xs" component="section" aria-labelledby={titleId}>
        <Title order={3} fz="md" id={titleId}>
          Demand for projects
        </Title>
        <Text fz="sm">No projects are available to rank.</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        Demand for projects
      </Title>
      <Text fz="sm">{caption}</Text>
      <DeferredBarChart
        h={Math.max(180, shown.length * 40 + 80)}
        data={data}
        dataKey="project"
        orientation="vertical"
        series={SERIES}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        yAxisProps={{ width: 120, interval: 0, fontSize: 11 }}
        xAxisProps={{ allowDecimals: false }}
        gridAxis="y"
        barChartProps={{ title: `Demand for projects against places. ${caption}` }}
      />
      <VisuallyHidden id={tableId}>
        <table>
          <caption>Groups ranking each project, by rank, and the project's places</caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col">Places</th>
              {RANK_COLOURS.map((_, i) => (
                <th key={i} scope="col">{`${ordinal(i + 1)} choice`}</th>
              ))}
              <th scope="col">Ranked by</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id}>
                <th scope="row">{`${row.projNo}. ${row.name}`}</th>
                <td>{row.capacity}</td>
                {row.byRank.map((count, i) => (
                  <td key={i}>{count}</td>
                ))}
                <td>{row.rankedBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
      {rows.length > TOP && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setShowAll((all) => !all)}
          aria-expanded={showAll}
          aria-controls={tableId}
          style={{ alignSelf: 'flex-start' }}
        >
          {showAll ? `Show the top ${TOP}` : `Show all ${rows.length} projects`}
        </Button>
      )}
    </Stack>
  );
}

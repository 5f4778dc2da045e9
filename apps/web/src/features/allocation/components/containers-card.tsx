import { Group, Paper, Select, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  CONTAINER_FILTERS,
  filterContainers,
  isContainerFilter,
  type ContainerFilter,
} from '../utils/board-filter';
import type { BoardLabels } from '../utils/board-labels';
import type { BoardState } from '../utils/board-state';
import { ContainerCard } from './container-card';
import type { CardOptions } from './item-card';

const EMPTY: readonly string[] = [];

interface ContainersCardProps {
  state: BoardState;
  options: CardOptions;
  labels: BoardLabels;
  tutorials: readonly string[];
  /** Changes when the board asks to show every container again (to focus a hidden item). */
  showAllSignal: number;
}

/** The right card: every container with a filter. */
export function ContainersCard(props: ContainersCardProps) {
  const { state, options, labels, tutorials, showAllSignal } = props;
  const [filter, setFilter] = useState<ContainerFilter>('all');
  const [seenSignal, setSeenSignal] = useState(showAllSignal);
  if (seenSignal !== showAllSignal) {
    setSeenSignal(showAllSignal);
    setFilter('all');
  }
  const shown = useMemo(
    () => filterContainers(state, filter, tutorials),
    [state, filter, tutorials],
  );
  const filterData = useMemo(
    () =>
      CONTAINER_FILTERS.map((entry) =>
        entry.value === 'mine' && tutorials.length === 0
          ? { ...entry, label: 'My Tutorials (none)', disabled: true }
          : entry,
      ),
    [tutorials.length],
  );

  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-end" mb="sm" gap="xs">
        <Title order={2} fz="h4">
          Allocations
        </Title>
        <Select
          size="xs"
          w={180}
          label="Filter"
          data={filterData}
          value={filter}
          allowDeselect={false}
          onChange={(value) => {
            if (isContainerFilter(value)) setFilter(value);
          }}
        />
      </Group>
      {state.containers.length === 0 ? (
        <Text c="dimmed">{labels.noContainers}</Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{`No ${labels.containers.toLowerCase()} match this filter.`}</Text>
      ) : (
        <>
          {filter !== 'all' && (
            <Text fz="xs" c="dimmed" mb="xs">
              {`Showing ${shown.length} of ${state.containers.length} ${labels.containers.toLowerCase()}.`}
            </Text>
          )}
          {/* As many columns as the card's own width holds (it is narrower beside the quality
              panel than on the student board). */}
          <div
            style={{
              display: 'grid',
              gap: 'var(--mantine-spacing-xs)',
              gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
            }}
          >
            {shown.map((container) => (
              <ContainerCard
                key={container.id}
                container={container}
                ids={state.lists[container.id] ?? EMPTY}
                items={state.items}
                options={options}
                labels={labels}
              />
            ))}
          </div>
        </>
      )}
    </Paper>
  );
}

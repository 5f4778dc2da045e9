import { Badge, Group, Paper, TextInput, Title } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { useDeferredValue, useMemo, useState } from 'react';
import type { BoardLabels } from '../utils/board-labels';
import { UNALLOCATED, type BoardItem } from '../utils/board-state';
import type { CardOptions } from './item-card';
import { ItemList } from './item-list';

/** A search box appears once the list is longer than this. */
const SEARCH_FROM = 8;
/** Search boxes hold at most 30 characters. */
const SEARCH_MAX = 30;

interface UnallocatedCardProps {
  ids: readonly string[];
  items: Readonly<Record<string, BoardItem>>;
  options: CardOptions;
  labels: BoardLabels;
}

/** The left card: items in no container, with their count; a drop here unallocates. */
export function UnallocatedCard({ ids, items, options, labels }: UnallocatedCardProps) {
  const { setNodeRef, isOver } = useDroppable({ id: UNALLOCATED });
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const shown = useMemo(
    () =>
      query
        ? ids.filter((id) => {
            const item = items[id];
            return (
              item &&
              (item.name.toLowerCase().includes(query) ||
                (item.tutorial ?? '').toLowerCase().includes(query))
            );
          })
        : ids,
    [ids, items, query],
  );
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      radius="md"
      data-unallocated
      style={{
        borderStyle: isOver ? 'dashed' : undefined,
        borderColor: isOver ? 'var(--mantine-color-indigo-8)' : undefined,
      }}
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} fz="h4">
          {labels.unallocated}
        </Title>
        <Badge variant="light" color="gray">
          {ids.length}
        </Badge>
      </Group>
      {ids.length > SEARCH_FROM && (
        <TextInput
          mb="sm"
          size="xs"
          label={`Search ${labels.unallocated.toLowerCase()}`}
          description="By name or tutorial"
          value={search}
          maxLength={SEARCH_MAX}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      {/* A long list scrolls by itself, so the containers stay in reach while dragging. */}
      <div style={{ maxHeight: '70vh', overflowY: 'auto' }}>
        <ItemList
          ids={shown}
          items={items}
          options={options}
          label={labels.unallocated}
          empty={
            ids.length === 0
              ? `Every ${labels.item} is allocated.`
              : `No ${labels.item} matches the search.`
          }
        />
      </div>
    </Paper>
  );
}

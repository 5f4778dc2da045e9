import { Text } from '@mantine/core';
import { memo } from 'react';
import type { BoardItem } from '../utils/board-state';
import { DraggableItem, type CardOptions } from './item-card';

interface ItemListProps {
  ids: readonly string[];
  items: Readonly<Record<string, BoardItem>>;
  options: CardOptions;
  label: string;
  empty: string;
}

/** The cards of one column; memoised on its id list, which a move replaces only where it acts. */
export const ItemList = memo(function ItemList({
  ids,
  items,
  options,
  label,
  empty,
}: ItemListProps) {
  if (ids.length === 0) {
    return (
      <Text c="dimmed" fz="sm" py={4}>
        {empty}
      </Text>
    );
  }
  return (
    <ul
      aria-label={label}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
    >
      {ids.map((id) => {
        const item = items[id];
        return item ? <DraggableItem key={id} item={item} options={options} /> : null;
      })}
    </ul>
  );
});

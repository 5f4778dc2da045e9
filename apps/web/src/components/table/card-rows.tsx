import { Paper, Stack } from '@mantine/core';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';

interface CardRowsProps {
  /** The list's name, as the table's title. */
  label: string;
  count: number;
  /** The rows in view (the rest are padding), as the table's virtualizer has them. */
  items: VirtualItem[];
  paddingTop: number;
  paddingBottom: number;
  /** The whole list's height as the virtualizer reckons it. */
  totalSize: number;
  measure: (element: Element | null) => void;
  keyOf: (index: number) => string | undefined;
  render: (index: number) => ReactNode;
}

/**
 * The overview table's rows as stacked cards, for narrow screens: the same rows, order and
 * virtual scrolling, one card per row, each a list item that says where it is in the list.
 */
export function CardRows(props: CardRowsProps) {
  const { label, count, items, paddingTop, paddingBottom, totalSize, measure, keyOf, render } =
    props;
  // The list is as tall as its rows will be before any is drawn: an empty scroll box has no
  // height, and the virtualizer would then draw nothing into it.
  return (
    <div role="list" aria-label={label} style={{ minHeight: totalSize }}>
      {paddingTop > 0 && <div aria-hidden style={{ height: paddingTop }} />}
      {items.map((item) => (
        <div
          key={keyOf(item.index) ?? item.index}
          role="listitem"
          aria-setsize={count}
          aria-posinset={item.index + 1}
          data-index={item.index}
          ref={measure}
          style={{ padding: 'var(--mantine-spacing-xs)' }}
        >
          <Paper withBorder p="sm">
            <Stack gap={6}>{render(item.index)}</Stack>
          </Paper>
        </div>
      ))}
      {paddingBottom > 0 && <div aria-hidden style={{ height: paddingBottom }} />}
    </div>
  );
}

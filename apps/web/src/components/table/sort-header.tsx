import { Table, UnstyledButton } from '@mantine/core';
import type { Column } from '@tanstack/react-table';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './sort-header.module.css';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header. Sortable columns hold a button (Enter or Space cycles ascending, descending,
 * unsorted) and announce their order through `aria-sort` on the header cell.
 */
export function SortHeader<T>({
  column,
  label,
  minWidth,
}: {
  column: Column<T>;
  label: ReactNode;
  minWidth?: number | undefined;
}) {
  const sorted = column.getIsSorted();
  if (!column.getCanSort()) {
    return (
      <Table.Th scope="col" miw={minWidth}>
        {label}
      </Table.Th>
    );
  }
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th scope="col" miw={minWidth} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'} p={0}>
      <UnstyledButton className={classes.button} onClick={column.getToggleSortingHandler()}>
        <span>{label}</span>
        <Icon size={14} aria-hidden className={sorted ? undefined : classes.idle} />
      </UnstyledButton>
    </Table.Th>
  );
}

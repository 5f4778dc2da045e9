import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataColumn } from './data-table';

/** A muted cell for what is missing ("No members yet", "Not allocated"). */
export const dimmedText = (text: string) => (
  <Text fz="sm" c="dimmed">
    {text}
  </Text>
);

/** The first column of an overview table: the row's name, linking to its page. */
export function nameLinkColumn<T extends { name: string }>(
  header: string,
  href: (row: T) => string,
  minWidth = 180,
): DataColumn<T> {
  return {
    id: 'name',
    header,
    value: (row) => row.name,
    minWidth,
    cell: (row) => (
      <Anchor component={Link} to={href(row)} fw={600}>
        {row.name}
      </Anchor>
    ),
  };
}

/** The spec's last column on every overview table: the record's id, for support requests. */
export function idColumn<T extends { id: string }>(): DataColumn<T> {
  return {
    id: 'id',
    header: 'id',
    value: (row) => row.id,
    minWidth: 120,
    cell: (row) => (
      <Text ff="monospace" fz="xs" c="dimmed">
        {row.id}
      </Text>
    ),
  };
}

import type { VersionRow } from '@capstone/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { formatTimestamp } from '@/lib/format-date';
import { changedText, countsText } from '../utils/version-text';

/** When and by whom a version was published, whether over capacity, and its counts. */
export function VersionMeta({ row, isLatest }: { row: VersionRow; isLatest: boolean }) {
  return (
    <>
      {(isLatest || row.override) && (
        <Group gap={6}>
          {isLatest && (
            <Badge color="#1e7b34" autoContrast>
              Latest
            </Badge>
          )}
          {row.override && <Badge color="red.8">Published over capacity</Badge>}
        </Group>
      )}
      <Text fz="sm">
        {`Published ${formatTimestamp(row.published_at)}${row.published_by ? ` by ${row.published_by.name}` : ''}.`}
      </Text>
      <Text fz="sm">{countsText(row.counts)}</Text>
      <Text fz="sm" fw={600}>
        {changedText(row.counts.changed)}
      </Text>
    </>
  );
}

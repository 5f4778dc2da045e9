import { auditSummaryText, type AuditEventView } from '@capstone/contracts';
import { Text } from '@mantine/core';
import { dimmedText } from '@/components/table/common-columns';
import type { DataColumn } from '@/components/table/data-table';
import { formatTimestamp } from '@/lib/format-date';

type Column = DataColumn<AuditEventView>;

const targetText = (event: AuditEventView) =>
  event.target ? (event.target.name ?? `${event.target.type} ${event.target.id}`) : '';

/**
 * The trail's columns, in the order and with the headers of the server's CSV: the time's plain
 * value is the ISO instant (it sorts and exports unambiguously), shown as `dd/MM/yyyy hh:mm a`.
 */
export const AUDIT_COLUMNS: readonly Column[] = [
  {
    id: 'at',
    header: 'Time',
    value: (e) => e.at,
    minWidth: 190,
    searchable: false,
    cell: (e) => <time dateTime={e.at}>{formatTimestamp(e.at)}</time>,
  },
  { id: 'person', header: 'Person', value: (e) => e.actor.name, minWidth: 160 },
  {
    id: 'action',
    header: 'Action',
    value: (e) => e.action_label,
    minWidth: 200,
    cell: (e) => (
      <Text fz="sm" fw={600}>
        {e.action_label}
      </Text>
    ),
  },
  {
    id: 'target',
    header: 'Target',
    value: targetText,
    minWidth: 160,
    cell: (e) => (e.target ? targetText(e) : dimmedText('—')),
  },
  {
    id: 'subject',
    header: 'About',
    value: (e) => e.subject?.name ?? '',
    minWidth: 140,
    cell: (e) => (e.subject ? e.subject.name : dimmedText('—')),
  },
  {
    id: 'summary',
    header: 'Summary',
    value: (e) => auditSummaryText(e.summary),
    minWidth: 280,
    sortable: false,
    cell: (e) => (
      <Text fz="xs" ff="monospace" style={{ wordBreak: 'break-word' }}>
        {auditSummaryText(e.summary)}
      </Text>
    ),
  },
  {
    id: 'ip',
    header: 'IP address',
    value: (e) => e.ip ?? '',
    minWidth: 130,
    cell: (e) => (
      <Text fz="xs" ff="monospace">
        {e.ip ?? '—'}
      </Text>
    ),
  },
];

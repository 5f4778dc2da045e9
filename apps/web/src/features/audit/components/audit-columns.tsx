import { auditSentence, type AuditEventView } from '@capstone/contracts';
import { Text } from '@mantine/core';
import type { DataColumn } from '@/components/table/data-table';
import { formatTimestampInZone } from '@/lib/format-date';

type Column = DataColumn<AuditEventView>;

/**
 * The trail's columns: when, who, what happened (one sentence naming the people and things it
 * concerned, so no separate target or "about" column), and from which address. The time's plain
 * value is the ISO instant (it sorts unambiguously); it is shown in `timeZone` with the zone.
 */
export function auditColumns(timeZone: string | undefined): Column[] {
  return [
    {
      id: 'at',
      header: 'Time',
      value: (e) => e.at,
      minWidth: 200,
      searchable: false,
      cell: (e) => <time dateTime={e.at}>{formatTimestampInZone(e.at, timeZone)}</time>,
    },
    { id: 'person', header: 'Person', value: (e) => e.actor.name, minWidth: 150 },
    {
      id: 'what',
      header: 'What happened',
      value: auditSentence,
      minWidth: 360,
      sortable: false,
      cell: (e) => <Text fz="sm">{auditSentence(e)}</Text>,
    },
    {
      id: 'ip',
      header: 'IP address',
      value: (e) => e.ip ?? '',
      minWidth: 150,
      cell: (e) => (
        <Text fz="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {e.ip ?? '—'}
        </Text>
      ),
    },
  ];
}

/** One event on a phone: what happened first, then who, when and from where. */
export function AuditEventCard({
  event,
  timeZone,
}: {
  event: AuditEventView;
  timeZone: string | undefined;
}) {
  return (
    <>
      <Text fz="sm" fw={600}>
        {auditSentence(event)}
      </Text>
      <Text fz="xs" c="dimmed">
        {event.actor.name} ·{' '}
        <time dateTime={event.at}>{formatTimestampInZone(event.at, timeZone)}</time>
      </Text>
      {event.ip && (
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          IP address {event.ip}
        </Text>
      )}
    </>
  );
}

import {
  missingColumnReason,
  rowMessageForPeople,
  type MemberKind,
  type RosterParseResult,
} from '@capstone/contracts';
import { Alert, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Accepted rows shown in the preview; the rest are counted, not listed. */
const SHOWN_ROWS = 50;

interface RosterPreviewProps {
  kind: MemberKind;
  result: RosterParseResult;
  /** What the university calls the id (`zID`). */
  idLabel: string;
}

/** The preview before sending: counts, one line per rejected row with its reason, first rows. */
export function RosterPreview({ kind, result, idLabel }: RosterPreviewProps) {
  const { rows, lines, rejected, missingColumns } = result;
  const plural = kind === 'student' ? 'students' : 'tutors';
  return (
    <Stack gap="sm" aria-live="polite">
      <Text fw={700}>Preview</Text>
      <Group gap="md" data-testid="roster-counts">
        <Text fw={600} c="teal.9">
          {rows.length} {rows.length === 1 ? 'row' : 'rows'} ready
        </Text>
        <Text fw={600} c={rejected.length > 0 ? 'red.9' : 'dimmed'}>
          {rejected.length} rejected
        </Text>
      </Group>
      {missingColumns.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {missingColumns.map(missingColumnReason).join('. ')}.
        </Alert>
      )}
      {rejected.length > 0 && (
        <ScrollArea.Autosize mah={320} type="auto" viewportProps={{ tabIndex: 0 }}>
          <Table striped withTableBorder captionSide="top" fz="sm" miw={480}>
            <Table.Caption>Rejected rows: these {plural} will not be sent</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Line</Table.Th>
                <Table.Th scope="col">Row</Table.Th>
                <Table.Th scope="col">Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rejected.map((row) => (
                <Table.Tr key={`${row.line}-${row.reason}`}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{row.text}</Table.Td>
                  <Table.Td c="red.9">{rowMessageForPeople(row.reason)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {rows.length > 0 && (
        <ScrollArea.Autosize mah={360} type="auto" viewportProps={{ tabIndex: 0 }}>
          <Table striped withTableBorder captionSide="top" fz="sm" miw={600}>
            <Table.Caption>
              {rows.length > SHOWN_ROWS
                ? `First ${SHOWN_ROWS} of ${rows.length} ${plural} to send`
                : `${plural[0]!.toUpperCase()}${plural.slice(1)} to send`}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Line</Table.Th>
                <Table.Th scope="col">First name</Table.Th>
                <Table.Th scope="col">Last name</Table.Th>
                <Table.Th scope="col">Email</Table.Th>
                <Table.Th scope="col">{idLabel}</Table.Th>
                <Table.Th scope="col">Tutorial</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.slice(0, SHOWN_ROWS).map((row, index) => (
                <Table.Tr key={row.zid}>
                  <Table.Td>{lines[index]}</Table.Td>
                  <Table.Td>{row.firstName}</Table.Td>
                  <Table.Td>{row.lastName}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{row.zid}</Table.Td>
                  <Table.Td>{row.tutorial}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {rows.length === 0 && rejected.length === 0 && (
        <Text c="dimmed" fz="sm">
          No member rows found.
        </Text>
      )}
    </Stack>
  );
}

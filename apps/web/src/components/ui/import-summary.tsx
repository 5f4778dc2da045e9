import { rowMessageForPeople } from '@capstone/contracts';
import { Alert, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';

/** What an import did, added up over its batches: the view below shows it. */
export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
  /**
   * `line` is the source line of the row (from the roster parser), when known. An LMS sync has no
   * lines: its rows name the member instead (`person`), and the table shows name and email.
   */
  errors: { line: number | null; message: string; person?: { name: string; email?: string } }[];
}

interface ImportSummaryViewProps {
  title: string;
  summary: ImportSummary;
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" miw={110}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** The server's created/updated/unchanged/errors answer of an import. */
export function ImportSummaryView({ title, summary }: ImportSummaryViewProps) {
  const byPerson = summary.errors.some((error) => error.person);
  return (
    <Stack gap="sm" role="status" aria-label={title}>
      <Text fw={700}>{title}</Text>
      <Group gap="sm">
        <Count label="Created" value={summary.created} />
        <Count label="Updated" value={summary.updated} />
        <Count label="Unchanged" value={summary.unchanged} />
        <Count label="Errors" value={summary.errors.length} />
      </Group>
      {summary.errors.length > 0 && (
        <ScrollArea.Autosize mah={280} type="auto" viewportProps={{ tabIndex: 0 }}>
          <Table striped withTableBorder captionSide="top" fz="sm" miw={360}>
            <Table.Caption>
              {byPerson ? 'Members who were not synced' : 'Rows the server did not import'}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {byPerson ? (
                  <>
                    <Table.Th scope="col">Name</Table.Th>
                    <Table.Th scope="col">Email</Table.Th>
                  </>
                ) : (
                  <Table.Th scope="col">Line</Table.Th>
                )}
                <Table.Th scope="col">Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.errors.map((error, index) => (
                <Table.Tr key={index}>
                  {byPerson ? (
                    <>
                      <Table.Td>{error.person?.name ?? '—'}</Table.Td>
                      <Table.Td>{error.person?.email ?? '—'}</Table.Td>
                    </>
                  ) : (
                    <Table.Td>{error.line ?? '—'}</Table.Td>
                  )}
                  <Table.Td>{rowMessageForPeople(error.message)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {summary.errors.length === 0 && summary.created + summary.updated === 0 && (
        <Alert color="gray" variant="light">
          Nothing changed: every row was already imported.
        </Alert>
      )}
    </Stack>
  );
}

import { Alert, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';

/** What an import did, added up over its batches: the view below shows it. */
export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
  /** `line` is the source line of the row (from the roster parser), when known. */
  errors: { line: number | null; message: string }[];
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
            <Table.Caption>Rows the server did not import</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Line</Table.Th>
                <Table.Th scope="col">Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.errors.map((error, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{error.line ?? '—'}</Table.Td>
                  <Table.Td>{error.message}</Table.Td>
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

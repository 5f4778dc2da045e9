import type { AllocationReport } from '@capstone/contracts';
import { List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';

interface UnallocatedReasonProps {
  report: AllocationReport | null;
  /** Groups unallocated on the board now. */
  unallocatedIds: readonly string[];
  groupName: (groupId: string) => string;
}

const names = (refs: readonly { name: string }[]) => refs.map((ref) => ref.name).join(', ');

/**
 * Who is left out and why: the engine's plain-language reason for its suggestion (the groups, the
 * full projects they ranked, and the groups that never submitted), and the board's own
 * unallocated groups when they differ or when there is no suggestion to explain them.
 */
export function UnallocatedReason({ report, unallocatedIds, groupName }: UnallocatedReasonProps) {
  const titleId = useId();
  const reason = report?.unallocated_reason ?? null;
  const reasonIds = new Set(reason?.groups.map((group) => group.id) ?? []);
  const notSubmittedIds = new Set(reason?.not_submitted.map((group) => group.id) ?? []);
  // The board's own unallocated groups the engine's reason does not already cover.
  const boardOnly = unallocatedIds.filter((id) => !reasonIds.has(id) && !notSubmittedIds.has(id));

  if (!reason && unallocatedIds.length === 0) return null;

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} fz="md" id={titleId} c="var(--mantine-color-error)">
          Unallocated groups
        </Title>
        {reason && (
          <>
            <Text fz="sm">{reason.message}</Text>
            {reason.groups.length > 0 && (
              <Text fz="sm">
                <Text span fw={600}>
                  Left out by the suggestion:{' '}
                </Text>
                {names(reason.groups)}
              </Text>
            )}
            {reason.projects.length > 0 && (
              <Table.ScrollContainer minWidth={240}>
                <Table fz="sm" verticalSpacing={4}>
                  <caption style={{ captionSide: 'top', textAlign: 'left' }}>
                    <Text span fz="sm" fw={600}>
                      The projects they ranked
                    </Text>
                  </caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Project</Table.Th>
                      <Table.Th scope="col">Places</Table.Th>
                      <Table.Th scope="col">Placed</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {reason.projects.map((project) => (
                      <Table.Tr key={project.id}>
                        <Table.Th scope="row" fw={400}>
                          {project.name}
                        </Table.Th>
                        <Table.Td>{project.capacity}</Table.Td>
                        <Table.Td>{project.groups_allocated}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {reason.not_submitted.length > 0 && (
              <Text fz="sm">
                <Text span fw={600}>
                  Have not submitted preferences:{' '}
                </Text>
                {names(reason.not_submitted)}
              </Text>
            )}
          </>
        )}
        {boardOnly.length > 0 && (
          <>
            <Text fz="sm" fw={600}>
              {reason ? 'Also unallocated on the board now:' : 'Unallocated on the board now:'}
            </Text>
            <List fz="sm" spacing={2}>
              {boardOnly.map((id) => (
                <List.Item key={id}>{groupName(id)}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}

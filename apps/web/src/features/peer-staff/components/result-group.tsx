import type { ResultGroup as ResultGroupData } from '@capstone/contracts';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId } from 'react';
import { flagCountText, flagsOn, groupWideFlags } from '../utils/flags';
import { groupSubmittedText, rawFactorText, twoDecimals } from '../utils/results';
import { FactorChart } from './factor-chart';
import { FlagEvidence } from './flag-evidence';
import { GroupMarkField } from './group-mark-field';

const NUMBER_CELL = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** One group's results: members with factors and flags, the group's mark, a factor chart. */
export function ResultGroup({
  roundId,
  group,
  canSetMark,
}: {
  roundId: string;
  group: ResultGroupData;
  canSetMark: boolean;
}) {
  const headingId = useId();
  const wide = groupWideFlags(group.flags);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="sm"
      radius="md"
      data-testid="peer-result-group"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={4} fz="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {group.name}
            </Title>
            <Text fz="sm" c="dimmed">
              {`${groupSubmittedText(group.members)} · ${flagCountText(group.flags.length)}`}
            </Text>
          </div>
          <GroupMarkField
            key={group.mark ?? 'none'}
            roundId={roundId}
            group={group}
            canEdit={canSetMark}
          />
        </Group>
        <Table.ScrollContainer
          minWidth={860}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={`Members of ${group.name}: table, scrolls`}
        >
          <Table striped highlightOnHover verticalSpacing={6} fz="sm">
            <Table.Caption>{`Members of ${group.name}`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">zID</Table.Th>
                <Table.Th scope="col">Submitted</Table.Th>
                <Table.Th scope="col" style={NUMBER_CELL}>
                  Raters
                </Table.Th>
                <Table.Th scope="col" style={NUMBER_CELL}>
                  Self
                </Table.Th>
                <Table.Th scope="col" style={NUMBER_CELL}>
                  Received
                </Table.Th>
                <Table.Th scope="col" style={NUMBER_CELL}>
                  Factor
                </Table.Th>
                <Table.Th scope="col" style={NUMBER_CELL}>
                  Adjusted mark
                </Table.Th>
                <Table.Th scope="col">Flags</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.members.map((member) => {
                const flags = flagsOn(group.flags, member.id);
                return (
                  <Table.Tr key={member.id} data-testid="peer-result-member">
                    <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {member.name}
                    </Table.Th>
                    <Table.Td>{member.zid ?? '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {member.submitted ? (
                          <IconCircleCheck
                            size={16}
                            aria-hidden
                            color="var(--mantine-color-teal-9)"
                          />
                        ) : (
                          <IconCircleDashed size={16} aria-hidden />
                        )}
                        {member.submitted ? 'Yes' : 'No'}
                      </Group>
                    </Table.Td>
                    <Table.Td style={NUMBER_CELL}>{member.raters}</Table.Td>
                    <Table.Td style={NUMBER_CELL}>{twoDecimals(member.self)}</Table.Td>
                    <Table.Td style={NUMBER_CELL}>{twoDecimals(member.received)}</Table.Td>
                    <Table.Td style={NUMBER_CELL}>
                      <Text fw={700} fz="sm">
                        {twoDecimals(member.factor)}
                      </Text>
                      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'normal', maxWidth: 170 }}>
                        {rawFactorText(member)}
                      </Text>
                    </Table.Td>
                    <Table.Td style={NUMBER_CELL}>{twoDecimals(member.adjusted_mark)}</Table.Td>
                    <Table.Td>
                      {flags.length === 0 ? (
                        <Text fz="sm" c="dimmed">
                          None
                        </Text>
                      ) : (
                        <Group gap={4}>
                          {flags.map((flag, index) => (
                            <FlagEvidence key={index} flag={flag} groupName={group.name} />
                          ))}
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {wide.length > 0 && (
          <Group gap="xs">
            <Text fz="sm" fw={500}>
              Group flags:
            </Text>
            {wide.map((flag, index) => (
              <FlagEvidence key={index} flag={flag} groupName={group.name} />
            ))}
          </Group>
        )}
        <FactorChart group={group} />
      </Stack>
    </Paper>
  );
}

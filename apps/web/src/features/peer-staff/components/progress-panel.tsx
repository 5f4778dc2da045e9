import type { PeerRoundProgress } from '@capstone/contracts';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId } from 'react';
import { formatTimestamp } from '@/lib/format-date';
import { groupSubmittedText } from '../utils/results';
import { byTutorial, tutorialLabel } from '../utils/round-status';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 } as const;

type ProgressGroup = PeerRoundProgress['groups'][number];

function GroupProgress({ group }: { group: ProgressGroup }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="sm"
      radius="md"
      data-testid="peer-progress-group"
    >
      <Group justify="space-between" gap="xs" mb="xs" align="flex-start">
        <Title order={4} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Title>
        <Text fz="sm" c="dimmed">
          {groupSubmittedText(group.members)}
        </Text>
      </Group>
      <ul style={LIST_STYLE} aria-label={`Members of ${group.name}`}>
        {group.members.map((member) => (
          <Group key={member.id} component="li" gap={6} wrap="nowrap" justify="space-between">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {member.name}
            </Text>
            {member.submitted ? (
              <Group gap={4} wrap="nowrap" c="teal.9">
                <IconCircleCheck size={18} aria-hidden />
                <Text fz="sm" fw={500} c="teal.9">
                  Submitted
                </Text>
              </Group>
            ) : (
              <Group gap={4} wrap="nowrap" c="dimmed">
                <IconCircleDashed size={18} aria-hidden />
                <Text fz="sm" c="dimmed">
                  Not submitted
                </Text>
              </Group>
            )}
          </Group>
        ))}
      </ul>
    </Paper>
  );
}

/** Who has submitted, per group and tutorial (never what they entered). */
export function ProgressPanel({
  round,
  isCourseAdmin,
}: {
  round: PeerRoundProgress;
  isCourseAdmin: boolean;
}) {
  if (round.status === 'scheduled') {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text>
          This round opens on {formatTimestamp(round.opens_at)}. Who is in it is fixed then: every
          group with at least two members at that moment.
        </Text>
      </Paper>
    );
  }
  if (round.groups.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text>
          {isCourseAdmin
            ? 'No group had at least two members when this round opened, so nobody is in it.'
            : 'None of the groups of your tutorials is in this round.'}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      {byTutorial(round.groups).map((section, index) => (
        <Stack key={index} gap="sm">
          <Title order={3} fz="h4">
            {tutorialLabel(section.tutorial)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {section.groups.map((group) => (
              <GroupProgress key={group.id} group={group} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { GroupRow } from '../api/group-types';
import { useSetGroupLead } from '../api/update-group-profile';
import { leadOf } from '../utils/group-profile-rules';
import { GROUP_TEXTS, serverErrorText } from '../utils/group-texts';

interface GroupMembersCardProps {
  group: GroupRow;
  /** Members pick the lead; everyone else reads it. */
  canChooseLead: boolean;
}

/** The members as chips linking to their profiles, and the lead. */
export function GroupMembersCard({ group, canChooseLead }: GroupMembersCardProps) {
  const setLead = useSetGroupLead(group.id);
  const lead = leadOf(group);

  const chooseLead = (memberId: string | null) => {
    if (!memberId || memberId === group.lead) return;
    setLead.mutate(memberId, {
      onSuccess: () => toast.success(GROUP_TEXTS.leadSaved),
      onError: (error) => toast.error(serverErrorText(error)),
    });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="group-members-heading">
      <Stack gap="md">
        <Title order={2} fz="h4" id="group-members-heading">
          Members
        </Title>
        {group.members.length === 0 ? (
          <Text c="dimmed">Nobody has joined this group yet.</Text>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.members.map((member) => (
              <li key={member.id}>
                <Button
                  component={Link}
                  to={paths.studentProfile.getHref(member.id)}
                  variant="default"
                  radius="xl"
                  size="xs"
                  leftSection={
                    member.id === group.lead ? <IconCrown size={14} aria-hidden /> : undefined
                  }
                >
                  {member.id === group.lead ? `${member.name} (lead)` : member.name}
                </Button>
              </li>
            ))}
          </Group>
        )}
        {canChooseLead && group.members.length > 0 ? (
          <Select
            label="Group lead"
            description="The lead ranks the group's projects."
            placeholder="Choose the lead"
            data={group.members.map((member) => ({ value: member.id, label: member.name }))}
            value={lead?.id ?? null}
            onChange={chooseLead}
            disabled={setLead.isPending}
            allowDeselect={false}
            maw={360}
          />
        ) : (
          <Text fz="sm">
            <Text span c="dimmed" fz="sm">
              Lead:{' '}
            </Text>
            {lead?.name ?? 'Not chosen yet'}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

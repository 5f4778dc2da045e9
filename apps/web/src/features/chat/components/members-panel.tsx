import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useChannelMembers } from '../api/get-channel-members';
import { memberProfileHref, orderRoleGroups, ROLE_LABELS } from '../utils/chat-people';
import { PanelError, PanelSkeleton } from './panel-states';

/**
 * Channel Members: role groups with counts, course admin, tutor, client, student; students and
 * clients link to their profile, staff are plain names.
 */
export function MembersPanel({ channelId }: { channelId: string }) {
  const members = useChannelMembers(channelId);
  if (members.isPending) return <PanelSkeleton label="Loading channel members" />;
  if (members.isError) return <PanelError onRetry={() => void members.refetch()} />;
  return (
    <Stack gap="md">
      {orderRoleGroups(members.data).map((group) => (
        <Stack key={group.id} gap={4} component="section" aria-label={ROLE_LABELS[group.id]}>
          <Title order={3} fz="sm" c="dimmed" tt="uppercase">
            {ROLE_LABELS[group.id]} ({group.members.length})
          </Title>
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {group.members.map((member) => {
              const href = memberProfileHref(group.id, member.id);
              return (
                <li key={member.id}>
                  {href ? (
                    <Anchor component={Link} to={href} fz="sm">
                      {member.name}
                    </Anchor>
                  ) : (
                    <Text fz="sm">{member.name}</Text>
                  )}
                </li>
              );
            })}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

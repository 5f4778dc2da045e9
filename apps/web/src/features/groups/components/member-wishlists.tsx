import {
  Accordion,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { useSubcourseGroups } from '@/api/groups/get-groups';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { useGroupWishlists, useMemberPreferences } from '../api/get-group-wishlists';
import type { MemberWishlist } from '../api/group-types';
import { findMyGroup } from '../utils/group-rules';
import { GROUP_TEXTS, serverErrorText } from '../utils/group-texts';
import { PreferenceList } from './preference-list';

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={48} />
      <Skeleton height={48} />
      <Skeleton height={48} />
    </Stack>
  );
}

function MemberPanel({ member, subcourseId }: { member: MemberWishlist; subcourseId: string }) {
  const preferences = useMemberPreferences(subcourseId, member.id);
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Project preferences
        </Title>
        {preferences.isPending ? (
          <Skeleton height={60} role="status" aria-label={`Loading ${member.name}'s preferences`} />
        ) : preferences.error ? (
          <Text c="dimmed">{serverErrorText(preferences.error)}</Text>
        ) : preferences.data.length === 0 ? (
          <Text c="dimmed">{member.name} has not ranked any project yet.</Text>
        ) : (
          <PreferenceList preferences={preferences.data} />
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Wishlist
        </Title>
        {member.wishlist.length === 0 ? (
          <Text c="dimmed">{member.name}&apos;s wishlist is empty.</Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {member.wishlist.map((project) => (
              <li key={project.id}>
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={paths.projectView.getHref(project.id)}>
                    {`Project ${project.proj_no}: ${project.name}`}
                  </Anchor>
                  {project.areas[0] && (
                    <Badge variant="outline" color="gray.8" size="sm" style={{ flexShrink: 0 }}>
                      {project.areas[0]}
                    </Badge>
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function Wishlists({ groupId, subcourseId }: { groupId: string; subcourseId: string }) {
  const wishlists = useGroupWishlists(groupId, subcourseId);
  useEffect(() => {
    if (wishlists.error) toast.error(GROUP_TEXTS.membersLoadFailed, { id: 'group-wishlists' });
  }, [wishlists.error]);

  if (wishlists.isPending) return <Loading label="Loading the members' wishlists" />;
  if (wishlists.error) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text mb="md">{GROUP_TEXTS.membersLoadFailed}</Text>
        <Button onClick={() => void wishlists.refetch()}>TRY AGAIN</Button>
      </Paper>
    );
  }
  return (
    <Accordion variant="separated" multiple order={2}>
      {wishlists.data.map((member) => (
        <Accordion.Item key={member.id} value={member.id}>
          <Accordion.Control>
            <Group gap="xs">
              <Text fw={600}>{member.name}</Text>
              <Text fz="sm" c="dimmed">
                {member.wishlist.length} in wishlist
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <MemberPanel member={member} subcourseId={subcourseId} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** /group/wishlists: each member's ranking and wishlist, for the caller's group. */
export function MemberWishlists({ subcourseId }: { subcourseId: string }) {
  const groups = useSubcourseGroups(subcourseId);
  const myGroup = findMyGroup(groups.data);
  return (
    <Stack gap="lg" py="md">
      <Group gap="xs" wrap="nowrap">
        <BackLink
          to={myGroup ? paths.groupProfile.getHref(myGroup.id) : paths.studentGroups.getHref()}
          label="Back to the group profile"
        />
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Member Wishlists
        </Title>
      </Group>
      {groups.isPending ? (
        <Loading label="Loading your group" />
      ) : groups.error ? (
        <Paper withBorder p="xl" ta="center">
          <Text mb="md">{GROUP_TEXTS.loadFailed}</Text>
          <Button onClick={() => void groups.refetch()}>TRY AGAIN</Button>
        </Paper>
      ) : !myGroup ? (
        <Paper withBorder p="xl" ta="center">
          <Text mb="md">
            You are not in a group yet. Join one to see its members&apos; wishlists.
          </Text>
          <Button component={Link} to={paths.studentGroups.getHref()}>
            FIND A GROUP
          </Button>
        </Paper>
      ) : (
        <Wishlists groupId={myGroup.id} subcourseId={subcourseId} />
      )}
    </Stack>
  );
}

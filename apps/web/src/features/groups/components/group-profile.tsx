import { Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useGroupDetails } from '../api/get-group-details';
import { usePreferenceRelease } from '../api/get-preference-release';
import { isGroupDetail, type GroupView } from '../api/group-types';
import { useJoinGroup, useLeaveGroup } from '../api/join-leave-group';
import {
  canJoinGroup,
  canLeaveGroup,
  isGroupMember,
  preferencePanel,
  type GroupViewer,
} from '../utils/group-profile-rules';
import { serverErrorText } from '../utils/group-texts';
import { GroupBioCard } from './group-bio-card';
import { GroupLinks } from './group-links';
import { GroupMembersCard } from './group-members-card';
import { GroupPreferencesCard } from './group-preferences-card';
import { GroupStatusChips } from './group-status-chips';
import { MemberTiles } from './member-tiles';

function ProfileSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the group">
      <Skeleton height={36} width="50%" />
      <Skeleton height={24} width={280} />
      <Skeleton height={120} />
      <Skeleton height={160} />
    </Stack>
  );
}

function MembershipButtons({
  group,
  viewer,
  subcourseId,
}: {
  group: GroupView;
  viewer: GroupViewer;
  subcourseId: string | null;
}) {
  const join = useJoinGroup();
  const leave = useLeaveGroup();
  if (!subcourseId) return null;
  const input = { groupId: group.id, subcourseId };
  const onError = (error: unknown) => toast.error(serverErrorText(error));

  if (canLeaveGroup(group, viewer)) {
    return (
      <Button
        color="red.9"
        variant="outline"
        loading={leave.isPending}
        onClick={() =>
          leave.mutate(input, { onSuccess: (data) => toast.success(data.message), onError })
        }
      >
        LEAVE GROUP
      </Button>
    );
  }
  if (canJoinGroup(group, viewer)) {
    return (
      <Button
        loading={join.isPending}
        onClick={() =>
          join.mutate(input, { onSuccess: (data) => toast.success(data.message), onError })
        }
      >
        JOIN GROUP
      </Button>
    );
  }
  return null;
}

/** The group profile for students of the course and its staff. */
export function GroupProfile({ groupId }: { groupId: string }) {
  const { session, subcourse } = useAuth();
  const details = useGroupDetails(groupId);
  const group = details.data;
  const subcourseId = group && isGroupDetail(group) ? group.subcourse : subcourse;
  const release = usePreferenceRelease(subcourseId);
  const viewer: GroupViewer = { id: session?.id ?? '', user: session?.user ?? 'student' };
  const isStaff = viewer.user === 'staff';
  const backTo = isStaff ? paths.allGroups.getHref() : paths.studentGroups.getHref();

  useEffect(() => {
    if (details.error) toast.error(serverErrorText(details.error), { id: 'group-profile' });
  }, [details.error]);

  const header = (title: string) => (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <BackLink to={backTo} label="Back to groups" />
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
    </Group>
  );

  if (details.isPending) {
    return (
      <Stack gap="lg" py="md">
        {header('Group')}
        <ProfileSkeleton />
      </Stack>
    );
  }
  if (!group) {
    return (
      <Stack gap="lg" py="md">
        {header('Group')}
        <Paper withBorder p="xl" ta="center">
          <Text mb="md">This group could not be loaded.</Text>
          <Button onClick={() => void details.refetch()}>TRY AGAIN</Button>
        </Paper>
      </Stack>
    );
  }

  const isMember = isGroupMember(group, viewer.id);
  const detail = isGroupDetail(group) ? group : null;
  const panel = preferencePanel({
    isMember,
    isLead: group.lead === viewer.id,
    isStaff,
    released: release.data === true,
    isDraft: detail?.is_draft ?? true,
  });

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap="xs" miw={0}>
          {header(group.name)}
          <GroupStatusChips group={group} />
        </Stack>
        <MembershipButtons group={group} viewer={viewer} subcourseId={subcourseId} />
      </Group>
      {isMember && <MemberTiles />}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <GroupMembersCard group={group} canChooseLead={isMember} />
            <GroupBioCard group={group} canEdit={isMember} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            {detail && (
              <GroupPreferencesCard
                panel={panel}
                preferences={detail.proj_preferences}
                isDraft={detail.is_draft}
                updateHref={paths.groupPreference.getHref(group.id)}
              />
            )}
            {isMember && detail && <GroupLinks groupId={group.id} links={detail.links} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

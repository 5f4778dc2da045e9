import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { getSubcourseQueryOptions } from '@/api/courses/get-subcourse';
import { listSubcourseProjectsQueryOptions } from '@/api/projects/list-subcourse-projects';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { isGroupDetail, useGroupDetails } from '@/features/preferences/api/get-group-details';
import { BoardSkeleton } from '@/features/preferences/components/board-skeleton';
import { GroupPreferencePage } from '@/features/preferences/components/group-preference-page';
import { useAuth } from '@/lib/auth';

/** /group/preference/{groupId}: '{group name} Project Preference Form'. */
export function GroupPreferenceRoute() {
  const { groupId = '' } = useParams();
  const navigate = useNavigate();
  const { session, subcourse: selected } = useAuth();
  const isStaff = session?.user === 'staff';
  const group = useGroupDetails(groupId);
  const detailSubcourse = group.data && isGroupDetail(group.data) ? group.data.subcourse : null;
  const subcourseId = detailSubcourse ?? selected ?? '';
  const subcourse = useQuery({
    ...getSubcourseQueryOptions(subcourseId),
    enabled: Boolean(subcourseId) && group.isSuccess,
  });
  // Students get the available projects of S; staff only read, so they need none.
  const projects = useQuery({
    ...listSubcourseProjectsQueryOptions(subcourseId),
    enabled: Boolean(subcourseId) && group.isSuccess && !isStaff,
  });
  const profileHref = paths.groupProfile.getHref(groupId);
  // Without the project list the members' wishlists still give the lead a start.
  const availableProjects = projects.error ? [] : projects.data;

  const title = group.data ? `${group.data.name} Project Preference Form` : null;
  const error = group.error ?? subcourse.error;

  return (
    <Stack gap="lg" py="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <BackLink to={profileHref} label="Back to the group profile" />
        {title ? (
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
        ) : (
          <Skeleton height={32} width="60%" aria-hidden />
        )}
      </Group>
      {error ? (
        <Paper withBorder p="xl" ta="center">
          <Text>{error.message}</Text>
        </Paper>
      ) : !group.data || (subcourseId && !subcourse.data) ? (
        <BoardSkeleton />
      ) : (
        <GroupPreferencePage
          key={group.data.id}
          group={group.data}
          subcourseId={subcourseId}
          form={subcourse.data?.project_preference_form ?? []}
          isReleased={subcourse.data?.preference_release ?? false}
          availableProjects={availableProjects}
          isStaff={isStaff}
          profileHref={profileHref}
          onExit={() => void navigate(profileHref)}
        />
      )}
    </Stack>
  );
}

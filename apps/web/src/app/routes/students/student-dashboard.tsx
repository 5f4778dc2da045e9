import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBriefcase, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, type ComponentType } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { useSubcourseGroups } from '@/api/groups/get-groups';
import { paths } from '@/config/paths';
import { findMyGroup } from '@/features/groups/utils/group-rules';
import { GROUP_TEXTS } from '@/features/groups/utils/group-texts';
import { PeerRoundsCard } from '@/features/peer-student/components/peer-rounds-card';
import { ProjectSearch } from '@/features/projects/components/project-search';
import { auth, useAuth } from '@/lib/auth';

interface TileProps {
  title: string;
  status: string;
  isPositive: boolean;
  icon: ComponentType<{ size?: number }>;
  /** The arrow's target; a tile without one has no arrow. */
  to?: string | undefined;
  linkLabel?: string | undefined;
}

function Tile({ title, status, isPositive, icon: Icon, to, linkLabel }: TileProps) {
  const content = (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text fw={600} truncate="end">
            {title}
          </Text>
          <Text fz="xs" fw={700} c={isPositive ? 'teal.9' : 'dimmed'} tt="uppercase">
            {status}
          </Text>
        </Stack>
      </Group>
      {to && <IconArrowRight size={20} aria-hidden />}
    </Group>
  );
  return to ? (
    <Card withBorder radius="md" padding="md" component={Link} to={to} aria-label={linkLabel}>
      {content}
    </Card>
  ) : (
    <Card withBorder radius="md" padding="md">
      {content}
    </Card>
  );
}

/** Student dashboard (/student/dashboard/{courseId}): group, project, find a project. */
export function StudentDashboardRoute() {
  const { courseId = '' } = useParams();
  const { subcourse } = useAuth();
  const groups = useSubcourseGroups(courseId || null);

  // Opening the dashboard by its address makes that course the current one too.
  useEffect(() => {
    if (courseId && subcourse !== courseId) auth.selectCourse(courseId);
  }, [courseId, subcourse]);

  useEffect(() => {
    if (groups.error) toast.error(GROUP_TEXTS.groupNotFound, { id: 'student-dashboard' });
  }, [groups.error]);

  const myGroup = findMyGroup(groups.data);
  const project = myGroup?.project ?? null;

  return (
    <Stack gap="xl" py="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Course Dashboard
      </Title>
      {groups.isPending && courseId ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-busy="true" aria-label="Loading">
          <Skeleton height={78} radius="md" />
          <Skeleton height={78} radius="md" />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Tile
            title={myGroup ? myGroup.name : 'Find a group'}
            status={myGroup ? 'IN A GROUP' : 'NOT IN A GROUP'}
            isPositive={Boolean(myGroup)}
            icon={IconUsersGroup}
            to={myGroup ? paths.groupProfile.getHref(myGroup.id) : paths.studentGroups.getHref()}
            linkLabel={
              myGroup ? `My group ${myGroup.name}: in a group` : 'Find a group: not in a group'
            }
          />
          <Tile
            title="My Project"
            status={project ? 'ALLOCATED' : 'UNALLOCATED'}
            isPositive={Boolean(project)}
            icon={IconBriefcase}
            to={project ? paths.studentGroupProject.getHref(project.id) : undefined}
            linkLabel={project ? `My Project ${project.name}: allocated` : undefined}
          />
        </SimpleGrid>
      )}
      {courseId && <PeerRoundsCard subcourseId={courseId} />}
      {courseId && <ProjectSearch subcourseId={courseId} />}
    </Stack>
  );
}

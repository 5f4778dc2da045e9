import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowRight, IconBriefcase, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, type ComponentType } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { getAccountDetailsQueryOptions } from '@/features/accounts/api/get-account-details';
import { ProjectSearch } from '@/features/projects/components/project-search';
import { auth, useAuth } from '@/lib/auth';

/** Spec 2 §8: the student dashboard's load failure. */
const STUDENT_NOT_FOUND = 'Cannot find the student in the database';

interface TileProps {
  title: string;
  status: string;
  isPositive: boolean;
  icon: ComponentType<{ size?: number }>;
  /** The arrow's target; a tile without one has no arrow. */
  to?: string | undefined;
  linkLabel?: string;
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

/** Student dashboard (/student/dashboard/{courseId}, spec 2 §2): group, project, find a project. */
export function StudentDashboardRoute() {
  const { courseId = '' } = useParams();
  const { session, subcourse } = useAuth();
  const details = useQuery({
    ...getAccountDetailsQueryOptions('student', session?.id ?? ''),
    enabled: session?.user === 'student',
  });

  // Opening the dashboard by its address makes that course the current one too.
  useEffect(() => {
    if (courseId && subcourse !== courseId) auth.selectCourse(courseId);
  }, [courseId, subcourse]);

  useEffect(() => {
    if (details.error) toast.error(STUDENT_NOT_FOUND, { id: 'student-dashboard' });
  }, [details.error]);

  const enrolment =
    details.data && 'subcourses' in details.data
      ? details.data.subcourses.find((entry) => entry.subcourse === courseId)
      : undefined;
  const isInGroup = Boolean(enrolment?.group);

  return (
    <Stack gap="xl" py="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Course Dashboard
      </Title>
      {details.isPending && session?.user === 'student' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-busy="true" aria-label="Loading">
          <Skeleton height={78} radius="md" />
          <Skeleton height={78} radius="md" />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Tile
            title={isInGroup ? 'My Group' : 'Find a group'}
            status={isInGroup ? 'IN A GROUP' : 'NOT IN A GROUP'}
            isPositive={isInGroup}
            icon={IconUsersGroup}
            to={paths.studentGroups.getHref()}
            linkLabel={isInGroup ? 'My Group: in a group' : 'Find a group: not in a group'}
          />
          {/* Allocation arrives with groups; until then no project is allocated. */}
          <Tile title="My Project" status="UNALLOCATED" isPositive={false} icon={IconBriefcase} />
        </SimpleGrid>
      )}
      {courseId && <ProjectSearch subcourseId={courseId} />}
    </Stack>
  );
}

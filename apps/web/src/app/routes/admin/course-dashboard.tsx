import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  IconArrowLeft,
  IconArrowsExchange,
  IconArrowsShuffle,
  IconHistory,
  IconSettings,
  IconUsersGroup,
  IconUsersPlus,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { getMyCoursesQueryOptions } from '@/api/courses/get-my-courses';
import { paths } from '@/config/paths';
import { Insights } from '@/features/dashboard/components/insights';
import { LinksSection } from '@/features/dashboard/components/links-section';
import { ReportButton } from '@/features/dashboard/components/report-button';
import {
  OFFERING_STATE_COLORS,
  OFFERING_STATE_LABELS,
  offeringState,
  offeringSubtitle,
} from '@/features/dashboard/utils/offering-state';
import { RetentionSection } from '@/features/retention/components/retention-section';
import { auth, useAuth } from '@/lib/auth';
import { courseTitle, isSubcourseCard } from '@/lib/course-labels';

const MANAGE_TILES = [
  { label: 'Course Settings', href: paths.editCourse.getHref(), icon: IconSettings },
  { label: 'Edit Allocations', href: paths.projectAllocation.getHref(), icon: IconArrowsShuffle },
  { label: 'Invite Members', href: paths.courseInvite.getHref(), icon: IconUsersPlus },
  { label: 'Activity', href: paths.activity.getHref(), icon: IconHistory },
  // Tutors read the groups' requests too; only course admins decide them.
  {
    label: 'Change Requests',
    href: paths.changeRequests.getHref(),
    icon: IconArrowsExchange,
    forTutors: true,
  },
  // Tutors read the rounds of their tutorials' groups; only course admins change them.
  {
    label: 'Peer Evaluation',
    href: paths.adminPeerRounds.getHref(),
    icon: IconUsersGroup,
    forTutors: true,
  },
] as const satisfies readonly {
  label: string;
  href: string;
  icon: typeof IconHistory;
  forTutors?: boolean;
}[];

/** Course Dashboard (/admin/dashboard/{courseId}) for course admins and tutors. */
export function CourseDashboardRoute() {
  const { courseId = '' } = useParams();
  const navigate = useNavigate();
  const { session, isTutor, subcourse } = useAuth();
  const courses = useQuery({
    ...getMyCoursesQueryOptions(session?.user ?? 'staff', session?.id ?? ''),
    enabled: !!session,
  });
  const course = courses.data?.find((c) => c.id === courseId);
  const card = course && isSubcourseCard(course) ? course : undefined;
  const state = card ? offeringState(card) : undefined;
  const manageTiles = MANAGE_TILES.filter((tile) => !isTutor || 'forTutors' in tile);

  // Opening the dashboard by its address makes that course the current one too.
  useEffect(() => {
    if (courseId && subcourse !== courseId) auth.selectCourse(courseId);
  }, [courseId, subcourse]);

  const back = () => {
    auth.selectCourse(null);
    void navigate(paths.dashboard.getHref());
  };

  return (
    <Stack gap="xl" py="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={back}
          >
            Back
          </Button>
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              Course Dashboard
            </Title>
            {course && (
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Text c="dimmed" fz="sm" truncate="end">
                  {card ? offeringSubtitle(card) : courseTitle(course)}
                </Text>
                {state && (
                  <Badge
                    variant="outline"
                    color={OFFERING_STATE_COLORS[state]}
                    size="sm"
                    style={{ flexShrink: 0, textTransform: 'none' }}
                  >
                    {OFFERING_STATE_LABELS[state]}
                  </Badge>
                )}
              </Group>
            )}
          </div>
        </Group>
        {!isTutor && (
          <ReportButton
            target={card ? { subcourseId: card.id, year: card.year, code: card.code } : null}
          />
        )}
      </Group>

      {manageTiles.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="manage-heading">
          <Title order={2} fz="h3" id="manage-heading">
            Manage
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {manageTiles.map(({ label, href, icon: Icon }) => (
              <Card key={label} withBorder padding="md" component={Link} to={href}>
                <Group gap="sm" wrap="nowrap">
                  <Icon size={22} aria-hidden />
                  <Text fw={600}>{label}</Text>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}

      <RetentionSection enabled={!!session && session.user === 'staff' && !isTutor} state={state} />
      <LinksSection subcourseId={courseId} />
      <Insights subcourseId={courseId} />
    </Stack>
  );
}

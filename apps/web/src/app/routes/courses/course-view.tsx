import { Group, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { CourseView } from '@/features/courses/components/course-view';
import { useAuth } from '@/lib/auth';

/** /course/{courseId}/view: one course's page. */
export function CourseViewRoute() {
  const { courseId = '' } = useParams();
  const { session } = useAuth();
  if (!session) return null;
  const back =
    session.user === 'client'
      ? { to: paths.allCourses.getHref(), label: 'Back to course search' }
      : { to: paths.dashboard.getHref(), label: 'Back to dashboard' };
  return (
    <Stack gap="md" py="md">
      <Group>
        <BackLink to={back.to} label={back.label} />
      </Group>
      <CourseView courseId={courseId} user={session.user} accountId={session.id} />
    </Stack>
  );
}

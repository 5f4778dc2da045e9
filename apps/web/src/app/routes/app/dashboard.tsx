import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { MyCourse } from '@/api/courses/get-my-courses';
import { paths } from '@/config/paths';
import { CreateCourseDialog } from '@/features/courses/components/create-course-dialog';
import { MyCourses } from '@/features/courses/components/my-courses';
import { auth, useAuth } from '@/lib/auth';
import { canCreateCourse, canJoinCourse, courseHref } from '@/lib/course-route';

/** My Courses: selecting a course stores it and routes by account type. */
export function DashboardRoute() {
  const navigate = useNavigate();
  const { session, isTutor } = useAuth();
  const [createOpened, createDialog] = useDisclosure(false);
  if (!session) return null;

  const select = (course: MyCourse) => {
    auth.selectCourse(course.id);
    void navigate(courseHref(session.user, course.id));
  };

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" gap="sm">
        <Title order={1}>My Courses</Title>
        {canCreateCourse(session.user, isTutor) && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={createDialog.open}>
            CREATE COURSE
          </Button>
        )}
        {canJoinCourse(session.user) && (
          <Button
            component={Link}
            to={paths.allCourses.getHref()}
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            JOIN COURSE
          </Button>
        )}
      </Group>
      <MyCourses
        user={session.user}
        id={session.id}
        isTutor={isTutor}
        canCreate={canCreateCourse(session.user, isTutor)}
        onSelect={select}
      />
      <CreateCourseDialog opened={createOpened} onClose={createDialog.close} />
    </Stack>
  );
}

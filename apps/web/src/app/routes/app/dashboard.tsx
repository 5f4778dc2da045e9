import type { AccountType } from '@capstone/contracts';
import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { MyCourse } from '@/features/courses/api/get-my-courses';
import { MyCourses } from '@/features/courses/components/my-courses';
import { auth, useAuth } from '@/lib/auth';

/** Spec 1 §2: selecting a course stores it and routes by account type. */
const courseHref = (user: AccountType, courseId: string) =>
  user === 'client'
    ? paths.clientProjects.getHref(courseId)
    : user === 'student'
      ? paths.studentCourseDashboard.getHref(courseId)
      : paths.adminDashboard.getHref(courseId);

export function DashboardRoute() {
  const navigate = useNavigate();
  const { session, isTutor } = useAuth();
  if (!session) return null;

  const select = (course: MyCourse) => {
    auth.selectCourse(course.id);
    void navigate(courseHref(session.user, course.id));
  };

  return (
    <Stack gap="lg" py="md">
      <Title order={1}>My Courses</Title>
      <MyCourses user={session.user} id={session.id} isTutor={isTutor} onSelect={select} />
    </Stack>
  );
}

import type { AccountType } from '@capstone/contracts';
import { paths } from '@/config/paths';

/**
 * Selecting a course on /dash routes by account type: clients to their projects, students to the
 * student dashboard, staff (course admins and tutors) to the admin dashboard.
 */
export const courseHref = (user: AccountType, courseId: string): string =>
  user === 'client'
    ? paths.clientProjects.getHref(courseId)
    : user === 'student'
      ? paths.studentCourseDashboard.getHref(courseId)
      : paths.adminDashboard.getHref(courseId);

/** CREATE COURSE is for staff without the tutor flag; JOIN COURSE for clients. */
export const canCreateCourse = (user: AccountType, isTutor: boolean) =>
  user === 'staff' && !isTutor;
export const canJoinCourse = (user: AccountType) => user === 'client';

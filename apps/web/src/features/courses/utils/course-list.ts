import type { AccountType } from '@capstone/contracts';
import type { MyCourse } from '@/api/courses/get-my-courses';

/** The honest empty state of /dash, per account type (courses arrive with a later issue). */
export function emptyCoursesMessage(user: AccountType, isTutor: boolean): string {
  if (user === 'student')
    return 'You are not in any course yet. Your course admin will add you, and the course will appear here.';
  if (user === 'client')
    return 'You have not joined any course yet. Use JOIN COURSE to find a course and apply to be its client.';
  if (isTutor)
    return 'You are not in any course yet. A course admin will add you, and the course will appear here.';
  return 'You have no courses yet. Use CREATE COURSE to create a course, then add an offering for this term.';
}

/** Active course cards first, then an 'Archived' section. */
export function splitArchived(courses: readonly MyCourse[]) {
  return {
    active: courses.filter((course) => !course.is_archived),
    archived: courses.filter((course) => course.is_archived),
  };
}

import { SUBCOURSE_TERM_LABELS, type AccountType } from '@capstone/contracts';
import type { MyCourse } from '../api/get-my-courses';

/** Term numbers as spec 1 §3 names them. */
export const TERM_LABELS: Readonly<Record<number, string>> = SUBCOURSE_TERM_LABELS;

export const isSubcourseCard = (course: MyCourse): course is Extract<MyCourse, { year: number }> =>
  'year' in course;

/** The name shown in the top bar for a selected course. */
export const courseTitle = (course: MyCourse) => `${course.code} ${course.name}`;

export const courseSubtitle = (course: MyCourse): string =>
  isSubcourseCard(course)
    ? `${course.year} ${TERM_LABELS[course.term] ?? `Term ${course.term}`}`
    : course.terms.map((term) => TERM_LABELS[term] ?? `Term ${term}`).join(', ');

/** The honest empty state of /dash, per account type (courses arrive with a later issue). */
export function emptyCoursesMessage(user: AccountType, isTutor: boolean): string {
  if (user === 'student')
    return 'You are not in any course yet. Your course admin will add you, and the course will appear here.';
  if (user === 'client')
    return 'You have not joined any course yet. Use JOIN COURSE to find a course and apply to be its client.';
  if (isTutor)
    return 'You are not in any course yet. A course admin will add you, and the course will appear here.';
  return 'You have no courses yet. Use CREATE COURSE to create a course, then a subcourse for this term.';
}

/** Spec 1 §2: active course cards first, then an 'Archived' section. */
export function splitArchived(courses: readonly MyCourse[]) {
  return {
    active: courses.filter((course) => !course.is_archived),
    archived: courses.filter((course) => course.is_archived),
  };
}

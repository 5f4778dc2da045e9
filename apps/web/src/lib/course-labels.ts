import { SUBCOURSE_TERM_LABELS } from '@capstone/contracts';
import type { MyCourse } from '@/api/courses/get-my-courses';

/** Term numbers as the screens name them. */
export const TERM_LABELS: Readonly<Record<number, string>> = SUBCOURSE_TERM_LABELS;

export const isSubcourseCard = (course: MyCourse): course is Extract<MyCourse, { year: number }> =>
  'year' in course;

/** The name shown in the top bar for a selected course. */
export const courseTitle = (course: MyCourse) => `${course.code} ${course.name}`;

export const courseSubtitle = (course: MyCourse): string =>
  isSubcourseCard(course)
    ? `${course.year} ${TERM_LABELS[course.term] ?? `Term ${course.term}`}`
    : course.terms.map((term) => TERM_LABELS[term] ?? `Term ${term}`).join(', ');

import type { MyCourse } from '@/api/courses/get-my-courses';
import type { CourseCodes } from '../api/get-course-codes';

/**
 * The caller's own courses that no offering of theirs belongs to yet, by code: a course just
 * created has no card of its own on My Courses until its first offering exists.
 */
export function coursesWithoutOffering(codes: CourseCodes, mine: readonly MyCourse[]): string[] {
  const withOffering = new Set(
    mine.flatMap((course) => ('parent_course' in course ? [course.parent_course] : [])),
  );
  return Object.entries(codes)
    .filter(([, courseId]) => !withOffering.has(courseId))
    .map(([code]) => code)
    .sort();
}

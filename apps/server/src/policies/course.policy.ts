import { COURSE_MESSAGES, routeIsForRole } from '@capstone/contracts';
import type { CourseAccess } from '../access/access-facts';
import { forbidden, notFound } from '../lib/app-error';
import type { Actor } from '../lib/context';
import { ONLY_ADMINS, ONLY_STAFF } from './subcourse.policy';

/** `staff of C`: the owner or staff of any of its subcourses. */
export const isStaffOfCourse = (a: CourseAccess) => a.isOwner || a.staffsASubcourse;
/** Any relation at all: without one, a course-scoped write answers 404. */
export const isRelatedToCourse = (a: CourseAccess) =>
  isStaffOfCourse(a) || a.isClient || a.isEnrolled;

/** Course creation and the code list: staff accounts whose account role is course admin. */
export function assertCanCreateCourses(actor: Actor) {
  if (actor.type !== 'staff') throw forbidden(routeIsForRole('staff'));
  if (actor.role !== 'course admin') throw forbidden(COURSE_MESSAGES.onlyCourseAdminAccounts);
}

/**
 * Owner-only course writes (term dates): 404 only for an unknown course. Courses are public, so
 * any other staff member (a tutor of C or an admin of another course) is told it is an admin
 * action, and students and clients that it is a staff one.
 */
export function assertCourseOwner(
  actor: Actor,
  access: CourseAccess | undefined,
  message: string,
): CourseAccess {
  if (!access) throw notFound(message);
  if (access.isOwner) return access;
  throw forbidden(actor.type === 'staff' ? ONLY_ADMINS : ONLY_STAFF);
}

/** The client questionnaire: clients of C and staff of C. */
export function assertCanReadQuestionnaire(access: CourseAccess | undefined, message: string) {
  if (!access) throw notFound(message);
  if (access.isClient || isStaffOfCourse(access)) return access;
  // Courses are public, so anyone signed in knows C exists: every other caller (students, staff of
  // other courses, clients that did not apply) gets the one 403.
  throw forbidden(COURSE_MESSAGES.notJoined);
}

/** Applying to C: client accounts only, and only for themselves. */
export function assertCanApply(actor: Actor, clientId: string | null | undefined) {
  if (actor.type !== 'client') throw forbidden(routeIsForRole('client'));
  if (clientId && clientId !== actor.id) throw forbidden(COURSE_MESSAGES.ownProfileOnly);
}

/** Staff of C see the owner, client and project ids and the default forms. */
export const canSeeCourseInternals = (access: CourseAccess | undefined) =>
  !!access && isStaffOfCourse(access);

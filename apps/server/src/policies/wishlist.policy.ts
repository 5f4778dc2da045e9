import { MESSAGES, routeIsForRole, STUDENT_MESSAGES } from '@capstone/contracts';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import type { Actor } from '../lib/context';
import type { SubcourseAccess } from '../access/access-facts';
import { canSee, isStaffOf } from './subcourse.policy';

/**
 * A student route about the caller's own wishlist in S: a student account, enrolled in S. Unknown
 * subcourses are 404; known ones the caller is not enrolled in are 403.
 */
export function assertOwnEnrolment(actor: Actor, access: SubcourseAccess | undefined) {
  if (actor.type !== 'student') throw forbidden(routeIsForRole('student'));
  if (!access) throw notFound(STUDENT_MESSAGES.subcourseNotFound);
  if (!access.isEnrolled) throw forbidden(STUDENT_MESSAGES.notEnrolled);
  return access;
}

/** Student writes need S open: not archived, then active. */
export function assertOpenForStudents(access: SubcourseAccess) {
  if (access.isArchived) throw badRequest(STUDENT_MESSAGES.subcourseArchived);
  if (!access.isActive) throw badRequest(STUDENT_MESSAGES.subcourseNotActive);
}

/**
 * Reading a student's wishlist in S: staff of S; the student; its group-mates. Other students
 * of S are told they are not in the group; clients of the course are not staff; everyone
 * unrelated to S gets a 404.
 */
export function assertCanReadWishlist(
  actor: Actor,
  access: SubcourseAccess | undefined,
  relation: { isSelf: boolean; isGroupMate: boolean },
) {
  if (!access || !canSee(access)) throw notFound(STUDENT_MESSAGES.subcourseNotFound);
  if (isStaffOf(access)) return 'staff' as const;
  if (!access.isEnrolled) throw forbidden(MESSAGES.onlyCourseStaff);
  if (relation.isSelf || relation.isGroupMate) return 'student' as const;
  throw forbidden(STUDENT_MESSAGES.notGroupMember);
}

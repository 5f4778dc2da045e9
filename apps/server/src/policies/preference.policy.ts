import { MESSAGES, PREFERENCE_MESSAGES as M, routeIsForRole } from '@capstone/contracts';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import type { Actor } from '../lib/context';
import type { SubcourseAccess } from '../access/access-facts';
import { canSee, isStaffOf } from './subcourse.policy';

/** The facts of one group the preference rules look at. */
export interface GroupFacts {
  leadId: string | null;
  isDraft: boolean;
  preferenceRelease: boolean;
  callerIsMember: boolean;
}

/** Unknown groups and groups of a subcourse the caller has no relation to are the same 404. */
function assertVisible<G extends GroupFacts>(
  access: SubcourseAccess | undefined,
  group: G | undefined,
): asserts group is G {
  if (!group || !access || !canSee(access)) throw notFound(M.groupNotFound);
}

/** Group preference, topic and wishlist reads: the group's members and staff of S. */
export function assertCanReadGroup<G extends GroupFacts>(
  access: SubcourseAccess | undefined,
  group: G | undefined,
) {
  assertVisible(access, group);
  if (isStaffOf(access!)) return 'staff' as const;
  if (group.callerIsMember) return 'member' as const;
  throw forbidden(M.notGroupMember);
}

/** The suggested ranking is built for the group's own members only. */
export function assertGroupMember<G extends GroupFacts>(
  access: SubcourseAccess | undefined,
  group: G | undefined,
) {
  assertVisible(access, group);
  if (!group.callerIsMember) throw forbidden(M.notGroupMember);
  return group;
}

/**
 * Group preference writes: the lead of the group, S open, preferences released, and the group not
 * yet locked by its final submit.
 */
export function assertCanWriteGroupPreferences<G extends GroupFacts>(
  actor: Actor,
  access: SubcourseAccess | undefined,
  group: G | undefined,
) {
  assertVisible(access, group);
  if (!group.callerIsMember) throw forbidden(M.notGroupMember);
  if (group.leadId !== actor.id) throw forbidden(M.onlyLead);
  if (access!.isArchived) throw badRequest(M.subcourseArchived);
  if (!access!.isActive) throw badRequest(M.subcourseNotActive);
  if (!group.preferenceRelease) throw forbidden(M.notReleased);
  if (!group.isDraft) throw forbidden(M.locked);
  return group;
}

/** A student's tutorial in S: the student and staff of S; other students and clients are refused. */
export function assertCanReadTutorial(
  actor: Actor,
  access: SubcourseAccess | undefined,
  studentId: string,
) {
  if (!access || !canSee(access)) throw notFound(M.subcourseNotFound);
  if (isStaffOf(access)) return;
  if (actor.type === 'student' && actor.id === studentId && access.isEnrolled) return;
  throw forbidden(MESSAGES.onlyCourseStaff);
}

/** POST /api/student/details is a student's own profile route. */
export function assertStudentAccount(actor: Actor) {
  if (actor.type !== 'student') throw forbidden(routeIsForRole('student'));
}

import { GROUP_MESSAGES } from '@capstone/contracts';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import type { Actor } from '../lib/context';
import type { SubcourseAccess } from '../access/access-facts';
import { isMemberOf, isStaffOf } from './subcourse.policy';

/** What the group rules need to know about one group. */
export interface GroupFacts {
  id: string;
  subcourseId: string;
  tutorial: string;
  leadId: string | null;
  isDraft: boolean;
}

/** How the caller stands to a group, once it is known to be visible. */
export type GroupViewer = 'staff' | 'member' | 'classmate';

/**
 * Reading a group: staff of S and students enrolled in S. Anyone else, clients of the course
 * included, is told the group does not exist.
 */
export function assertCanSeeGroup(
  actor: Actor,
  access: SubcourseAccess | undefined,
  group: GroupFacts | undefined,
  callerGroupId: string | null,
): GroupViewer {
  if (!group || !access || !isMemberOf(access)) throw notFound(GROUP_MESSAGES.groupNotFound);
  if (isStaffOf(access)) return 'staff';
  return actor.type === 'student' && callerGroupId === group.id ? 'member' : 'classmate';
}

/** Listing the groups of S: members of S only; everyone else gets the subcourse's 404. */
export function assertCanListGroups(access: SubcourseAccess | undefined) {
  if (!access || !isMemberOf(access)) throw notFound(GROUP_MESSAGES.subcourseNotFound);
  return isStaffOf(access) ? ('staff' as const) : ('student' as const);
}

/** Group profile writes (lead, bio, links): members of the group only. */
export function assertGroupMember(viewer: GroupViewer) {
  if (viewer !== 'member') throw forbidden(GROUP_MESSAGES.notMember);
}

/** Group writes need S open: not archived, then active. */
export function assertOpenForGroups(access: SubcourseAccess) {
  if (access.isArchived) throw badRequest(GROUP_MESSAGES.subcourseArchived);
  if (!access.isActive) throw badRequest(GROUP_MESSAGES.subcourseNotActive);
}

/**
 * Leave names S in the body: the group must be in S and S visible to the caller (else 404,
 * the only error its row lists for a stranger), and the caller enrolled in it (else 403).
 */
export function assertCanLeave(
  actor: Actor,
  access: SubcourseAccess | undefined,
  groupInSubcourse: boolean,
) {
  if (!access || !isMemberOf(access) || !groupInSubcourse) {
    throw notFound(GROUP_MESSAGES.groupNotFound);
  }
  if (actor.type !== 'student' || !access.isEnrolled) throw forbidden(GROUP_MESSAGES.notEnrolled);
  assertOpenForGroups(access);
  return access;
}

/**
 * Join (`PUT /api/group/join`): the caller's own enrolment comes first, as on every student route
 * about its own data. An unknown subcourse is 404; a known one the caller is not enrolled in
 * is 403 whatever the group; only an enrolled student naming a group outside S gets the 404.
 */
export function assertCanJoin(
  actor: Actor,
  access: SubcourseAccess | undefined,
  groupInSubcourse: boolean,
) {
  if (!access) throw notFound(GROUP_MESSAGES.groupNotFound);
  if (actor.type !== 'student' || !access.isEnrolled) throw forbidden(GROUP_MESSAGES.notEnrolled);
  if (!groupInSubcourse) throw notFound(GROUP_MESSAGES.groupNotFound);
  assertOpenForGroups(access);
  return access;
}

/** The join rules, checked with the caller's enrolment and the group row locked. */
export function assertMayJoin(
  enrolment: { tutorial: string | null; groupId: string | null },
  group: GroupFacts,
  memberCount: number,
  maxGroupSize: number,
) {
  if (enrolment.groupId) throw badRequest(GROUP_MESSAGES.alreadyInGroup);
  if (enrolment.tutorial !== group.tutorial) throw badRequest(GROUP_MESSAGES.wrongTutorial);
  if (memberCount >= maxGroupSize) throw badRequest(GROUP_MESSAGES.groupFull);
}

/** Choosing a lead: only once preferences are released, and only while the group is a draft. */
export function assertMayChooseLead(preferenceRelease: boolean, group: GroupFacts) {
  if (!preferenceRelease) throw forbidden(GROUP_MESSAGES.notReleased);
  if (!group.isDraft) throw forbidden(GROUP_MESSAGES.locked);
}

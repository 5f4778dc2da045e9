import { AFTER_PUBLISH_MESSAGES as M } from '@capstone/contracts';
import type { SubcourseAccess } from '../access/access-facts';
import { forbidden } from '../lib/app-error';
import type { Actor } from '../lib/context';
import { assertCanSeeGroup, type GroupFacts } from './group.policy';
import { assertCourseAdmin, assertStaff } from './subcourse.policy';

/**
 * Asking for a change and cancelling one: the group's lead only. Whoever cannot see the group is
 * told it does not exist; anyone else outside it, staff included, that they are not a member.
 */
export function assertGroupLead(
  actor: Actor,
  access: SubcourseAccess | undefined,
  group: GroupFacts | undefined,
  callerGroupId: string | null,
) {
  const viewer = assertCanSeeGroup(actor, access, group, callerGroupId);
  if (viewer !== 'member') throw forbidden(M.notMember);
  if (group!.leadId !== actor.id) throw forbidden(M.onlyLead);
  return access!;
}

/** A group's requests: its members and the staff of S; classmates and clients never see them. */
export function assertCanReadGroupRequests(
  actor: Actor,
  access: SubcourseAccess | undefined,
  group: GroupFacts | undefined,
  callerGroupId: string | null,
) {
  const viewer = assertCanSeeGroup(actor, access, group, callerGroupId);
  if (viewer === 'classmate') throw forbidden(M.notMember);
}

/** The requests of S: any staff of S, tutors included. */
export const assertCanListRequests = (access: SubcourseAccess | undefined) => assertStaff(access);

/** Deciding commits the offering to a move, which only a course admin can publish. */
export const assertCanDecide = (access: SubcourseAccess | undefined) => assertCourseAdmin(access);

import { GROUP_MESSAGES, type JoinLeaveBody } from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Tx } from '../../db/client';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCanJoin, assertCanLeave, assertMayJoin } from '../../policies/group.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { joinGroupChannels, leaveGroupChannels } from './group-channels.repo';
import {
  clearLeadIf,
  countMembers,
  lockEnrolment,
  lockGroup,
  setEnrolmentGroup,
} from './groups.repo';

/**
 * Locks, in this order, the caller's enrolment and then the group row, and checks who may act.
 * Every join and leave takes the same two locks in the same order, so one student's requests
 * queue on the enrolment and one group's requests queue on the group, and each decides on what
 * the previous one committed (PGlite runs transactions one at a time anyway).
 */
async function lockForMembershipChange(
  tx: Tx,
  actor: Actor,
  input: JoinLeaveBody,
  assertAllowed: typeof assertCanJoin,
) {
  const access = await loadSubcourseAccess(tx, actor, input.subcourse_id);
  const enrolment =
    actor.type === 'student' && access?.isEnrolled
      ? await lockEnrolment(tx, input.subcourse_id, actor.id)
      : undefined;
  const group = await lockGroup(tx, input.group_id);
  const inSubcourse = !!group && group.subcourseId === input.subcourse_id;
  assertAllowed(actor, access, inSubcourse);
  // Enrolled per the access read above, and locked since: it can only have gone if removed
  // between those two statements.
  if (!enrolment || !group) throw notFound(GROUP_MESSAGES.groupNotFound);
  return { enrolment, group };
}

/**
 * `PUT /api/group/join`: the tutorial, one-group and size rules are checked and the enrolment
 * written while both rows are locked, so concurrent joins can neither overfill a group nor put
 * one student in two groups. The student then joins the group's channels.
 */
export async function joinGroup(ctx: ServiceContext, actor: Actor, input: JoinLeaveBody) {
  await ctx.db.transaction(async (tx) => {
    const { enrolment, group } = await lockForMembershipChange(tx, actor, input, assertCanJoin);
    const count = enrolment.groupId ? 0 : await countMembers(tx, group.subcourseId, group.id);
    assertMayJoin(enrolment, group, count, group.maxGroupSize);
    await setEnrolmentGroup(tx, group.subcourseId, actor.id, group.id);
    await joinGroupChannels(tx, group, actor.id);
  });
  return { message: GROUP_MESSAGES.joined };
}

/** `PUT /api/group/leave`: out of the group, its lead role and its channels, in one step. */
export async function leaveGroup(ctx: ServiceContext, actor: Actor, input: JoinLeaveBody) {
  await ctx.db.transaction(async (tx) => {
    const { enrolment, group } = await lockForMembershipChange(tx, actor, input, assertCanLeave);
    if (enrolment.groupId !== group.id) throw badRequest(GROUP_MESSAGES.notInGroup);
    await setEnrolmentGroup(tx, group.subcourseId, actor.id, null);
    if (group.leadId === actor.id) await clearLeadIf(tx, group.id, actor.id);
    await leaveGroupChannels(tx, group, actor.id);
  });
  return { message: GROUP_MESSAGES.left };
}

import type { GroupMemberEntry, GroupRow, GroupView } from '@capstone/contracts';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCanListGroups, assertCanSeeGroup } from '../../policies/group.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import {
  presentGroupDetail,
  presentGroupRow,
  presentMemberEntry,
  presentPreferences,
} from './groups.presenter';
import {
  findCallerGroupId,
  findGroup,
  findMaxGroupSize,
  listGroupMembers,
  listGroups,
  listProjectCardsById,
  listSubcourseGroupMembers,
  type MemberRecord,
} from './groups.repo';

// Numeric-aware, so that "G2" sorts before "G10" the same way on PGlite and PostgreSQL.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** `GET /api/subcourse/groups/{subcourseId}`: every group of S by tutorial, then name. */
export async function listSubcourseGroups(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<GroupRow[]> {
  const view = assertCanListGroups(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const [rows, members, maxGroupSize] = await Promise.all([
    listGroups(ctx.db, subcourseId),
    listSubcourseGroupMembers(ctx.db, subcourseId),
    findMaxGroupSize(ctx.db, subcourseId),
  ]);
  const byGroup = new Map<string, MemberRecord[]>();
  for (const member of members) {
    const list = byGroup.get(member.groupId!);
    if (list) list.push(member);
    else byGroup.set(member.groupId!, [member]);
  }
  // A copy: on PGlite a repeated read may return the cache's frozen rows.
  const sorted = [...rows].sort(
    (a, b) => collator.compare(a.tutorial, b.tutorial) || collator.compare(a.name, b.name),
  );
  const caller = { id: actor.id, forStaff: view === 'staff' };
  return sorted.map((row) => presentGroupRow(row, byGroup.get(row.id) ?? [], maxGroupSize, caller));
}

/** The group, the caller's access to its subcourse and how the caller stands to it. */
async function loadVisibleGroup(ctx: ServiceContext, actor: Actor, groupId: string) {
  const group = await findGroup(ctx.db, groupId);
  const [access, callerGroupId] = await Promise.all([
    group ? loadSubcourseAccess(ctx.db, actor, group.subcourseId) : undefined,
    group && actor.type === 'student'
      ? findCallerGroupId(ctx.db, group.subcourseId, actor.id)
      : null,
  ]);
  const viewer = assertCanSeeGroup(actor, access, group, callerGroupId);
  return { group: group!, viewer };
}

/**
 * `GET /api/group/details/{groupId}`: `GroupRow` to other students of S; `GroupDetail` to the
 * group's members and to staff of S (staff also get `draft_alloc`).
 */
export async function getGroupDetails(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
): Promise<GroupView> {
  const { group, viewer } = await loadVisibleGroup(ctx, actor, groupId);
  const forStaff = viewer === 'staff';
  const members = await listGroupMembers(ctx.db, group.subcourseId, group.id);
  const row = presentGroupRow(group, members, group.maxGroupSize, { id: actor.id, forStaff });
  if (viewer === 'classmate') return row;
  const cards = await listProjectCardsById(
    ctx.db,
    group.projPreferences.map((entry) => entry.project),
  );
  return presentGroupDetail(group, row, presentPreferences(group.projPreferences, cards), forStaff);
}

/** `GET /api/group/members/{groupId}`: names; staff of S also get zID, email and tutorial. */
export async function getGroupMembers(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
): Promise<GroupMemberEntry[]> {
  const { group, viewer } = await loadVisibleGroup(ctx, actor, groupId);
  const members = await listGroupMembers(ctx.db, group.subcourseId, group.id);
  return members.map((member) => presentMemberEntry(member, viewer === 'staff'));
}

/** `GET /api/group/{groupId}/lead`: whether the caller is the group's lead. */
export async function isCallerLead(ctx: ServiceContext, actor: Actor, groupId: string) {
  const { group } = await loadVisibleGroup(ctx, actor, groupId);
  return { lead: actor.type === 'student' && group.leadId === actor.id };
}

/** `GET /api/group/{groupId}/lead/who`: the lead's id or null. */
export async function whoIsLead(ctx: ServiceContext, actor: Actor, groupId: string) {
  const { group } = await loadVisibleGroup(ctx, actor, groupId);
  return { lead: group.leadId };
}

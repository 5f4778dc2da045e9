import {
  GROUP_LINKS_MAX,
  GROUP_MESSAGES,
  type BioBody,
  type GroupLink,
  type LeadBody,
  type LinkBody,
} from '@capstone/contracts';
import type { Tx } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import {
  assertCanSeeGroup,
  assertGroupMember,
  assertMayChooseLead,
  assertOpenForGroups,
} from '../../policies/group.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import {
  findCallerGroupId,
  isMemberOfGroup,
  lockGroup,
  setBio,
  setLead,
  setLinks,
} from './groups.repo';

/**
 * A group profile write by one of its members, with the group row locked for the rest of the
 * transaction: a member leaving (which takes the same lock) cannot slip between the checks and
 * the write. 404 for callers who cannot see the group, 403 for those who are not in it.
 */
async function lockForMemberWrite(tx: Tx, actor: Actor, groupId: string) {
  const group = await lockGroup(tx, groupId);
  const [access, callerGroupId] = await Promise.all([
    group ? loadSubcourseAccess(tx, actor, group.subcourseId) : undefined,
    group && actor.type === 'student' ? findCallerGroupId(tx, group.subcourseId, actor.id) : null,
  ]);
  assertGroupMember(assertCanSeeGroup(actor, access, group, callerGroupId));
  assertOpenForGroups(access!);
  return group!;
}

/** `POST /api/group/{groupId}/lead`: released, still a draft, and the lead a member. */
export async function chooseLead(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
  input: LeadBody,
) {
  return ctx.db.transaction(async (tx) => {
    const group = await lockForMemberWrite(tx, actor, groupId);
    assertMayChooseLead(group.preferenceRelease, group);
    if (!(await isMemberOfGroup(tx, group.subcourseId, group.id, input.lead))) {
      throw badRequest(GROUP_MESSAGES.leadNotMember);
    }
    await setLead(tx, group.id, input.lead);
    return { lead: input.lead };
  });
}

/** `POST /api/group/{groupId}/bio`: both texts replaced; an empty one clears it. */
export async function updateBio(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
  input: BioBody,
) {
  return ctx.db.transaction(async (tx) => {
    const group = await lockForMemberWrite(tx, actor, groupId);
    await setBio(tx, group.id, input.bio, input.goal);
    return { bio: input.bio, goal: input.goal };
  });
}

/**
 * `POST /api/group/links/{groupId}`: appends a link whose name and url are both new to the
 * group. The uniqueness check reads the links under the group lock, so two identical adds at
 * once keep one entry and the second is told it is not unique.
 */
export async function addLink(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
  input: LinkBody,
): Promise<GroupLink[]> {
  return ctx.db.transaction(async (tx) => {
    const group = await lockForMemberWrite(tx, actor, groupId);
    const taken = group.links.some((link) => link.name === input.name || link.url === input.url);
    if (taken) throw badRequest(GROUP_MESSAGES.linkNotUnique);
    if (group.links.length >= GROUP_LINKS_MAX) throw badRequest(GROUP_MESSAGES.tooManyLinks);
    const links = [
      ...group.links.map((link) => ({ name: link.name, url: link.url })),
      { name: input.name, url: input.url },
    ];
    await setLinks(tx, group.id, links);
    return links;
  });
}

import {
  PREFERENCE_MESSAGES as M,
  suggestGroupRanking,
  type PreferenceOut,
  type StudentWishlistEntry,
  type SuggestedPreference,
} from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCanReadGroup, assertGroupMember } from '../../policies/preference.policy';
import { presentProjectCard } from '../projects/projects.presenter';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { listProjectCards } from '../wishlist/wishlist.repo';
import { findGroupForCaller, listGroupMembers } from './group-membership.repo';
import { presentPreferences } from './preferences.presenter';
import { listAvailableProjectCards } from './preferences.repo';

/** The group and the caller's access to its subcourse; a group outside `subcourseId` is unknown. */
async function loadGroup(ctx: ServiceContext, actor: Actor, groupId: string, subcourseId?: string) {
  const group = await findGroupForCaller(ctx.db, actor, groupId);
  if (!group || (subcourseId !== undefined && group.subcourseId !== subcourseId)) {
    return { group: undefined, access: undefined };
  }
  return { group, access: await loadSubcourseAccess(ctx.db, actor, group.subcourseId) };
}

/** `GET /api/group/preference/{groupId}`: the group's ranking, members and staff of S. */
export async function getGroupPreferences(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
): Promise<PreferenceOut[]> {
  const { group, access } = await loadGroup(ctx, actor, groupId);
  assertCanReadGroup(access, group);
  const cards = await listProjectCards(
    ctx.db,
    access!.parentCourseId,
    group!.projPreferences.map((entry) => entry.project),
    false,
  );
  return presentPreferences(group!.projPreferences, cards);
}

/** `GET /api/group/preference/topic/{groupId}`: the topic answers in question order. */
export async function getTopicPreferences(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
): Promise<string[]> {
  const { group, access } = await loadGroup(ctx, actor, groupId);
  assertCanReadGroup(access, group);
  return group!.topicPreferences;
}

/**
 * `GET /api/group/preference/auto/{subcourseId}/{groupId}`: a starting ranking for the lead,
 * pooled from the members' individual rankings; notes are not carried.
 */
export async function getSuggestedRanking(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  groupId: string,
): Promise<SuggestedPreference[]> {
  const { group, access } = await loadGroup(ctx, actor, groupId, subcourseId);
  assertGroupMember(access, group);
  const [members, available] = await Promise.all([
    listGroupMembers(ctx.db, groupId),
    listAvailableProjectCards(ctx.db, subcourseId),
  ]);
  return suggestGroupRanking(
    members.map((member) => member.preferences),
    available.map(presentProjectCard),
  );
}

/**
 * `GET /api/group/wishlist/{groupId}/{subcourseId}`: every member's wishlist, in the order each
 * was built. Members see only projects still available; staff see every listed project.
 */
export async function getGroupWishlists(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
  subcourseId: string,
): Promise<StudentWishlistEntry[]> {
  const { group, access } = await loadGroup(ctx, actor, groupId, subcourseId);
  const view = assertCanReadGroup(access, group);
  if (!access) throw notFound(M.groupNotFound);
  const members = await listGroupMembers(ctx.db, groupId);
  const cards = await listProjectCards(
    ctx.db,
    access.parentCourseId,
    [...new Set(members.flatMap((member) => member.wishlist))],
    view === 'member',
  );
  const byId = new Map(cards.map((row) => [row.id, presentProjectCard(row)]));
  return members.map((member) => ({
    id: member.id,
    name: member.name,
    wishlist: member.wishlist.flatMap((id) => {
      const card = byId.get(id);
      return card ? [card] : [];
    }),
  }));
}

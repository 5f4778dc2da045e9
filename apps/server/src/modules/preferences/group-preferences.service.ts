import {
  finalPreferenceError,
  PREFERENCE_MESSAGES as M,
  preferenceShapeError,
  topicAnswersError,
  type GroupPreferenceBody,
  type TopicPreferenceBody,
} from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCanWriteGroupPreferences } from '../../policies/preference.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { findGroupForCaller } from './group-membership.repo';
import {
  listAvailableProjectCards,
  saveGroupPreferences,
  saveTopicPreferences,
  type StoredPreference,
} from './preferences.repo';

/** Loads and locks the group, then checks the caller may write its preferences. */
async function lockedGroupForLead(tx: DbOrTx, actor: Actor, groupId: string) {
  const group = await findGroupForCaller(tx, actor, groupId, { lock: true });
  const access = group ? await loadSubcourseAccess(tx, actor, group.subcourseId) : undefined;
  return assertCanWriteGroupPreferences(actor, access, group);
}

type ProjectNames = readonly { id: string; name: string }[];

/**
 * The shape checks and, for a final ranking, the final checks (seven projects, each with a pitch
 * long enough) with project names for the pitch messages. `available` is what S offers now, so a
 * stored ranking naming a project withdrawn since it was saved cannot become final.
 */
function rankingError(
  ranking: readonly StoredPreference[],
  available: ProjectNames,
  final: boolean,
) {
  const shape = preferenceShapeError(
    ranking,
    available.map((card) => card.id),
  );
  if (shape || !final) return shape;
  const names = new Map(available.map((card) => [card.id, card.name]));
  return finalPreferenceError(
    ranking.map((entry) => ({ ...entry, name: names.get(entry.project) ?? entry.project })),
  );
}

/**
 * `POST /api/group/preference/submit/{groupId}`: the lead replaces the group's ranking. Shape
 * checks always; with `is_draft` false the final checks too, but only the topic submit locks.
 */
export async function submitGroupPreferences(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
  input: GroupPreferenceBody,
) {
  await ctx.db.transaction(async (tx) => {
    const group = await lockedGroupForLead(tx, actor, groupId);
    const ranking = [...input.proj_preferences]
      .sort((a, b) => a.rank - b.rank)
      .map(({ project, notes, rank }) => ({ project, notes, rank }));
    const available = await listAvailableProjectCards(tx, group.subcourseId);
    const problem = rankingError(ranking, available, !input.is_draft);
    if (problem) throw badRequest(problem);
    await saveGroupPreferences(tx, groupId, ranking);
  });
}

/**
 * `POST /api/group/preference/topic/submit/{groupId}`: saves the topic answers; with
 * `is_draft` false the stored ranking and these answers must pass 11.1, and the group locks.
 */
export async function submitTopicPreferences(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
  input: TopicPreferenceBody,
) {
  await ctx.db.transaction(async (tx) => {
    const group = await lockedGroupForLead(tx, actor, groupId);
    const form = group.projectPreferenceForm;
    if (input.topic_preferences.length !== form.length) {
      throw badRequest(M.topicAnswersPerQuestion);
    }
    if (!input.is_draft) {
      const available = await listAvailableProjectCards(tx, group.subcourseId);
      const problem =
        rankingError(group.projPreferences, available, true) ??
        topicAnswersError(form, input.topic_preferences);
      if (problem) throw badRequest(problem);
    }
    await saveTopicPreferences(tx, groupId, input.topic_preferences, !input.is_draft);
  });
}

import {
  PREFERENCE_MESSAGES as M,
  preferenceShapeError,
  type PreferenceOut,
  type StudentPreferenceBody,
} from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertCanReadTutorial } from '../../policies/preference.policy';
import {
  assertCanReadWishlist,
  assertOpenForStudents,
  assertOwnEnrolment,
} from '../../policies/wishlist.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { findGroupId, listProjectCards } from '../wishlist/wishlist.repo';
import { presentPreferences } from './preferences.presenter';
import {
  findEnrolment,
  listAvailableProjectCards,
  saveStudentPreferences,
} from './preferences.repo';

/**
 * `POST /api/student/preference/submit/{subcourseId}`: replaces the caller's individual ranking
 * in S. No release is needed; the shape checks (`preferenceShapeError`) always apply.
 */
export async function submitStudentPreferences(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  input: StudentPreferenceBody,
) {
  await ctx.db.transaction(async (tx) => {
    const access = assertOwnEnrolment(actor, await loadSubcourseAccess(tx, actor, subcourseId));
    assertOpenForStudents(access);
    const available = await listAvailableProjectCards(tx, subcourseId);
    const problem = preferenceShapeError(
      input.proj_preferences,
      available.map((card) => card.id),
    );
    if (problem) throw badRequest(problem);
    const stored = [...input.proj_preferences]
      .sort((a, b) => a.rank - b.rank)
      .map(({ project, notes, rank }) => ({ project, notes, rank }));
    await saveStudentPreferences(tx, subcourseId, actor.id, stored);
  });
}

/** `GET /api/student/preference/{subcourseId}/{studentId}`: the student, group-mates, staff. */
export async function getStudentPreferences(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  studentId: string,
): Promise<PreferenceOut[]> {
  const access = await loadSubcourseAccess(ctx.db, actor, subcourseId);
  const isSelf = actor.type === 'student' && actor.id === studentId;
  const [target, callerGroup] = await Promise.all([
    findEnrolment(ctx.db, subcourseId, studentId),
    actor.type === 'student' && !isSelf ? findGroupId(ctx.db, subcourseId, actor.id) : null,
  ]);
  const isGroupMate = !!target?.groupId && target.groupId === callerGroup;
  assertCanReadWishlist(actor, access, { isSelf, isGroupMate });
  if (!target || !access) throw notFound(M.studentNotFound);
  const cards = await listProjectCards(
    ctx.db,
    access.parentCourseId,
    target.preferences.map((entry) => entry.project),
    false,
  );
  return presentPreferences(target.preferences, cards);
}

/** `GET /api/student/tutorial/{studentId}/{subcourseId}`: the tutorial, or null without one. */
export async function getStudentTutorial(
  ctx: ServiceContext,
  actor: Actor,
  studentId: string,
  subcourseId: string,
): Promise<string | null> {
  assertCanReadTutorial(actor, await loadSubcourseAccess(ctx.db, actor, subcourseId), studentId);
  const target = await findEnrolment(ctx.db, subcourseId, studentId);
  if (!target) throw notFound(M.studentNotFound);
  return target.tutorial ?? null;
}

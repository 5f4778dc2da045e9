import {
  STUDENT_MESSAGES,
  type LikedResponse,
  type StudentWishlistEntry,
  type WishlistBody,
} from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import {
  assertCanReadWishlist,
  assertOpenForStudents,
  assertOwnEnrolment,
} from '../../policies/wishlist.policy';
import { presentProjectCard } from '../projects/projects.presenter';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import {
  addToWishlist,
  findEnrolledStudent,
  findGroupId,
  isAvailableIn,
  isInWishlist,
  listProjectCards,
  removeFromWishlist,
} from './wishlist.repo';

/** `PUT /api/student/update/wishlist`: adds a project available in S, at most once. */
export async function addWishlistProject(ctx: ServiceContext, actor: Actor, input: WishlistBody) {
  await ctx.db.transaction(async (tx) => {
    const access = assertOwnEnrolment(
      actor,
      await loadSubcourseAccess(tx, actor, input.subcourse_id),
    );
    assertOpenForStudents(access);
    if (!(await isAvailableIn(tx, input.project_id, input.subcourse_id))) {
      throw notFound(STUDENT_MESSAGES.projectNotFound);
    }
    await addToWishlist(tx, input.subcourse_id, actor.id, input.project_id);
  });
}

/** `PUT /api/student/remove/wishlist`: removing a project that is not listed is no error. */
export async function removeWishlistProject(
  ctx: ServiceContext,
  actor: Actor,
  input: WishlistBody,
) {
  await ctx.db.transaction(async (tx) => {
    const access = assertOwnEnrolment(
      actor,
      await loadSubcourseAccess(tx, actor, input.subcourse_id),
    );
    assertOpenForStudents(access);
    await removeFromWishlist(tx, input.subcourse_id, actor.id, input.project_id);
  });
}

/** `GET /api/student/liked/{projectId}/{subcourseId}`: the caller's heart on one project. */
export async function isLiked(
  ctx: ServiceContext,
  actor: Actor,
  projectId: string,
  subcourseId: string,
): Promise<LikedResponse> {
  assertOwnEnrolment(actor, await loadSubcourseAccess(ctx.db, actor, subcourseId));
  return { liked: await isInWishlist(ctx.db, subcourseId, actor.id, projectId) };
}

/**
 * `GET /api/student/wishlist/{subcourseId}/{studentId}`: one student's wishlist as project
 * cards in the order they were added. Students see only projects still available; staff see
 * every listed project of the course, whatever its status.
 */
export async function getStudentWishlist(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  studentId: string,
): Promise<StudentWishlistEntry[]> {
  const access = await loadSubcourseAccess(ctx.db, actor, subcourseId);
  const isSelf = actor.type === 'student' && actor.id === studentId;
  const [target, callerGroup] = await Promise.all([
    findEnrolledStudent(ctx.db, subcourseId, studentId),
    actor.type === 'student' && !isSelf ? findGroupId(ctx.db, subcourseId, actor.id) : null,
  ]);
  const isGroupMate = !!target?.groupId && target.groupId === callerGroup;
  const view = assertCanReadWishlist(actor, access, { isSelf, isGroupMate });
  if (!target || !access) throw notFound(STUDENT_MESSAGES.studentNotFound);
  const cards = await listProjectCards(
    ctx.db,
    access.parentCourseId,
    target.wishlist,
    view === 'student',
  );
  const position = new Map(target.wishlist.map((id, index) => [id, index]));
  cards.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return [{ id: target.id, name: target.name, wishlist: cards.map(presentProjectCard) }];
}

import { MEMBER_MESSAGES } from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { assertCourseAdmin, SUBCOURSE_ARCHIVED } from '../../policies/subcourse.policy';
import { recordAudit } from '../audit/audit.repo';
import { inSubcourse } from '../audit/subcourse-audit';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { leavePeerRounds } from '../peer-evaluation/leave-peer-rounds.repo';
import { deleteEnrolment, leaveGroup, leaveSubcourseChannels } from './members.repo';

/**
 * `DELETE /api/student/remove`: the enrolment goes, and with it the student's group
 * place (and lead role), every channel of S and their place in S's peer evaluations (§23.3).
 * The account stays.
 */
export async function removeStudent(
  ctx: ServiceContext,
  actor: Actor,
  query: { subcourse_id: string; student_id: string },
  meta: RequestMeta,
): Promise<string> {
  const { subcourse_id: subcourseId, student_id: studentId } = query;
  const access = assertCourseAdmin(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  if (access.isArchived) throw badRequest(SUBCOURSE_ARCHIVED);
  await ctx.db.transaction(async (tx) => {
    const removed = await deleteEnrolment(tx, subcourseId, studentId);
    if (!removed) throw notFound(MEMBER_MESSAGES.studentNotInSubcourse);
    if (removed.groupId) await leaveGroup(tx, removed.groupId, studentId);
    await leaveSubcourseChannels(tx, subcourseId, 'student', studentId);
    await leavePeerRounds(tx, studentId, subcourseId);
    await recordAudit(tx, {
      ...inSubcourse({ actor, meta, access }),
      action: 'members.remove_student',
      target: { type: 'student', id: studentId },
      subjectId: studentId,
      summary: { left_group_id: removed.groupId ?? null },
    });
  });
  return MEMBER_MESSAGES.memberDeleted;
}

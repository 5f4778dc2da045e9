import { ALLOCATION_MESSAGES as M, type AllocationSave } from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { asNotices, enqueueMails } from '../../mail/outbox.repo';
import { assertCanUseStudentBoard } from '../../policies/allocation.policy';
import { joinGroupChannels, leaveGroupChannels } from '../groups/group-channels.repo';
import { recordAudit } from '../audit/audit.repo';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { allocationAudit } from './allocation-audit';
import { studentGroupMail } from './allocation-mail';
import { assertPublishable, placementGaps, readPlacement } from './allocation-pairs';
import {
  clearStrandedLeads,
  insertAllocationLog,
  lockBoardSubcourse,
  lockStudentBoard,
  publishStudentGroups,
  saveStudentDrafts,
} from './board.repo';

const KINDS = { item: 'Student', container: 'Group', oneContainer: M.studentOneGroup } as const;

/**
 * POST /api/admin/allocate/{subcourseId}/student, one transaction. The enrolments and groups of S
 * are locked as joins and leaves lock them, so a publish never interleaves with a join: whichever
 * comes second sees the other's rows. Staff may place a student in a group of another tutorial; the
 * student's tutorial stays as it is.
 */
export async function saveStudentBoard(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  save: AllocationSave,
  meta: RequestMeta,
) {
  const published = await ctx.db.transaction(async (tx) => {
    const access = assertCanUseStudentBoard(await loadSubcourseAccess(tx, actor, subcourseId));
    const subcourse = await lockBoardSubcourse(tx, subcourseId);
    if (!subcourse) throw notFound(M.subcourseNotFound);
    const board = await lockStudentBoard(tx, subcourseId);
    const placement = readPlacement(
      KINDS,
      new Set(board.enrolled.map((s) => s.id)),
      new Set(board.groups.map((g) => g.id)),
      save,
    );
    const gaps = placementGaps(
      placement,
      board.enrolled.map((s) => s.id),
      new Map(board.groups.map((g) => [g.id, subcourse.maxGroupSize])),
    );
    const log = { subcourseId, kind: 'student' as const, publishedBy: actor.id, ...gaps };
    const audit = { actor, meta, access, kind: 'student' as const, save, placement, gaps };
    if (save.is_draft) {
      await saveStudentDrafts(tx, subcourseId, placement);
      await insertAllocationLog(tx, { ...log, isDraft: true, override: false });
      await recordAudit(tx, allocationAudit(audit));
      return null;
    }
    if (!save.override) assertPublishable(gaps, M.allStudents);
    await publishStudentGroups(tx, subcourseId, placement);
    await clearStrandedLeads(tx, subcourseId);
    const groupById = new Map(board.groups.map((g) => [g.id, { ...g, subcourseId }]));
    const changed = board.enrolled.filter((s) => (placement.get(s.id) ?? null) !== s.groupId);
    for (const student of changed) {
      const before = student.groupId ? groupById.get(student.groupId) : undefined;
      const after = groupById.get(placement.get(student.id) ?? '');
      if (before) await leaveGroupChannels(tx, before, student.id);
      if (after) await joinGroupChannels(tx, after, student.id);
    }
    await insertAllocationLog(tx, { ...log, isDraft: false, override: save.override });
    await recordAudit(tx, allocationAudit({ ...audit, changed: changed.length }));
    // Each names its recipient and a group, never a group-mate: it is about the recipient alone.
    const mails = changed.map((student) => {
      const group = groupById.get(placement.get(student.id) ?? '');
      const mail = studentGroupMail(
        student,
        group ? { id: group.id, name: group.name } : null,
        ctx.config.publicUrl,
      );
      return { ...mail, about: [student.id] };
    });
    await enqueueMails(tx, asNotices(mails, subcourseId));
    return true;
  });
  return { message: published ? M.allocated : M.draftSaved };
}

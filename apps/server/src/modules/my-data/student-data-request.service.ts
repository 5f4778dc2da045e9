import { exportFileName, MY_DATA_MESSAGES as M } from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { assertMayEraseStudent, assertMayExportStudent } from '../../policies/my-data.policy';
import { recordAudit } from '../audit/audit.repo';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { eraseStudentInOffering } from './erase-offering.repo';
import { spendExportBudget } from './export-budget';
import { collectExport, exportCounts } from './export.service';
import type { ExportFile } from './my-data.service';
import { findLiveAccount, loadStudentInOffering } from './student-facts.repo';

// A course admin answers a student's request to them about offering S: the export and the erasure
// reach only what S holds, and are recorded in S's trail.

/** The student of S a request is about. */
interface StudentInS {
  subcourseId: string;
  studentId: string;
}

/**
 * `GET /api/staff/subcourse/{subcourseId}/students/{studentId}/export`: what S holds about its
 * student (of the account only name, email and zID); audited `account.export_by_staff` in S.
 */
export async function exportStudentForStaff(
  ctx: ServiceContext,
  actor: Actor,
  params: StudentInS,
  meta: RequestMeta,
): Promise<ExportFile> {
  const { subcourseId, studentId } = params;
  const access = await loadSubcourseAccess(ctx.db, actor, subcourseId);
  assertMayExportStudent(access, await loadStudentInOffering(ctx.db, subcourseId, studentId));
  await spendExportBudget(ctx, actor);
  const at = new Date();
  const document = await ctx.db.transaction(async (tx) => {
    const doc = await collectExport(tx, { type: 'student', id: studentId, subcourseId }, at);
    if (!doc) throw notFound(M.studentNotFound);
    await recordAudit(tx, {
      actor,
      action: 'account.export_by_staff',
      target: { type: 'student', id: studentId },
      subjectId: studentId,
      subcourseId,
      courseId: access?.parentCourseId ?? null,
      summary: exportCounts(doc),
      ip: meta.ip,
    });
    return doc;
  });
  return { fileName: exportFileName(`student-${studentId.slice(0, 8)}`, at), document };
}

/**
 * `DELETE /api/staff/subcourse/{subcourseId}/students/{studentId}/data`: a course admin of S
 * erases what S holds about a student removed from S; the account and every other offering stay
 * as they are (only the owner deletes an account). Audited `account.erase_by_staff` in S.
 */
export async function eraseStudentByStaff(
  ctx: ServiceContext,
  actor: Actor,
  params: StudentInS,
  meta: RequestMeta,
): Promise<string> {
  const { subcourseId, studentId } = params;
  const access = await loadSubcourseAccess(ctx.db, actor, subcourseId);
  assertMayEraseStudent(access, await loadStudentInOffering(ctx.db, subcourseId, studentId));
  await ctx.db.transaction(async (tx) => {
    // The account's lock: its own deletion, or an import enrolling it again, waits for this.
    const person = await findLiveAccount(tx, 'student', studentId, { lock: true });
    if (!person) throw notFound(M.studentNotFound);
    assertMayEraseStudent(access, await loadStudentInOffering(tx, subcourseId, studentId));
    const erased = await eraseStudentInOffering(tx, subcourseId, person);
    await recordAudit(tx, {
      actor,
      action: 'account.erase_by_staff',
      target: { type: 'student', id: studentId },
      subjectId: studentId,
      subcourseId,
      courseId: access?.parentCourseId ?? null,
      summary: { account_type: 'student', erased },
      ip: meta.ip,
    });
  });
  return M.studentDataDeleted;
}

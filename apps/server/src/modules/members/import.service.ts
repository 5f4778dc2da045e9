import type { AddStudentsBody, AddTutorsBody, ImportResponse } from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { assertOwnAccountType } from '../../policies/account.policy';
import {
  assertCourseAdmin,
  SUBCOURSE_ARCHIVED,
  SUBCOURSE_NOT_FOUND,
} from '../../policies/subcourse.policy';
import { auditSubcourse } from '../audit/subcourse-audit';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { importStudents } from './import-students.service';
import { importTutors } from './import-tutors.service';
import { findImportTarget, type ImportTarget } from './members.repo';

/** Course admin of S, S not archived; answers the subcourse the rows go to. */
async function authorizeImport(
  ctx: ServiceContext,
  actor: Actor,
  body: { subcourseId?: string | undefined; subcourse_id?: string | undefined },
) {
  assertOwnAccountType(actor, 'staff');
  const subcourseId = (body.subcourseId ?? body.subcourse_id)!;
  const access = assertCourseAdmin(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  if (access.isArchived) throw badRequest(SUBCOURSE_ARCHIVED);
  const target = await findImportTarget(ctx.db, subcourseId);
  if (!target) throw notFound(SUBCOURSE_NOT_FOUND);
  return target;
}

/**
 * One event per import with its counts. An import is many small transactions by design (one
 * bad row never aborts the rest), so the event is written once the rows have landed and says
 * what they did; a tutorial move also has its own event, written with the move.
 */
export function recordImport(
  ctx: Pick<ServiceContext, 'db'>,
  by: { actor: Actor; ip: string },
  action: 'members.import_students' | 'members.import_tutors' | 'lti.roster_sync',
  target: Pick<ImportTarget, 'id' | 'parentCourseId'>,
  result: ImportResponse,
  extra: Record<string, unknown> = {},
) {
  return ctx.db.transaction((tx) =>
    auditSubcourse(
      tx,
      {
        actor: by.actor,
        meta: { ip: by.ip },
        access: { subcourseId: target.id, parentCourseId: target.parentCourseId },
      },
      action,
      {
        ...extra,
        created: result.created,
        updated: result.updated,
        unchanged: result.unchanged,
        errors: result.errors.length,
      },
    ),
  );
}

/** `POST /api/staff/subcourse/add-students`. */
export async function addStudents(
  ctx: ServiceContext,
  actor: Actor,
  body: AddStudentsBody,
  meta: RequestMeta,
): Promise<ImportResponse> {
  const target = await authorizeImport(ctx, actor, body);
  const by = { actor, ip: meta.ip };
  const result = await importStudents({ ...ctx, auditBy: by }, target, body);
  await recordImport(ctx, by, 'members.import_students', target, result);
  return result;
}

/** `POST /api/staff/subcourse/add-tutors`. */
export async function addTutors(
  ctx: ServiceContext,
  actor: Actor,
  body: AddTutorsBody,
  meta: RequestMeta,
): Promise<ImportResponse> {
  const target = await authorizeImport(ctx, actor, body);
  const by = { actor, ip: meta.ip };
  const result = await importTutors({ ...ctx, auditBy: by }, target, body);
  await recordImport(ctx, by, 'members.import_tutors', target, result);
  return result;
}

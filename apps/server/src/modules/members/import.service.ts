import type { AddStudentsBody, AddTutorsBody, ImportResponse } from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertOwnAccountType } from '../../policies/account.policy';
import {
  assertCourseAdmin,
  SUBCOURSE_ARCHIVED,
  SUBCOURSE_NOT_FOUND,
} from '../../policies/subcourse.policy';
import { loadSubcourseAccess } from '../subcourses/subcourse-access.repo';
import { importStudents } from './import-students.service';
import { importTutors } from './import-tutors.service';
import { findImportTarget } from './members.repo';

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

/** `POST /api/staff/subcourse/add-students` (api.md §6, rules in §6.1). */
export async function addStudents(
  ctx: ServiceContext,
  actor: Actor,
  body: AddStudentsBody,
): Promise<ImportResponse> {
  const target = await authorizeImport(ctx, actor, body);
  return importStudents(ctx, target, body);
}

/** `POST /api/staff/subcourse/add-tutors` (api.md §6, rules in §6.1). */
export async function addTutors(
  ctx: ServiceContext,
  actor: Actor,
  body: AddTutorsBody,
): Promise<ImportResponse> {
  const target = await authorizeImport(ctx, actor, body);
  return importTutors(ctx, target, body);
}

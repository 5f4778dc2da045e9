import {
  deleteAccountBody,
  exportFileName,
  fieldRequired,
  FRESH_SIGN_IN_MINUTES,
  MESSAGES,
  MY_DATA_MESSAGES as M,
  type AccountType,
} from '@capstone/contracts';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import { verifyPassword } from '../../lib/passwords';
import { assertOwnAccountType } from '../../policies/account.policy';
import {
  assertMayDeleteOwnAccount,
  assertMayEraseStudent,
  assertMayExportStudent,
} from '../../policies/my-data.policy';
import { recordAudit } from '../audit/audit.repo';
import { loadSubcourseAccess } from '../subcourses/subcourse-access.repo';
import { clientHasActiveProjects, eraseClient, eraseStudent } from './erase.repo';
import { collectExport, exportCounts, type MyDataExport } from './export.service';
import { findLiveAccount, loadStudentInOffering } from './student-facts.repo';

export interface ExportFile {
  fileName: string;
  document: NonNullable<MyDataExport>;
}

/** An export reads every table about the account: a few per hour per caller (issue 20). */
async function spendExportBudget(ctx: ServiceContext, actor: Actor) {
  const key = `export:${actor.type}:${actor.id}`;
  await ctx.limiter.check(key, ctx.budgets.dataExportsPerAccount);
  await ctx.limiter.consume(key, ctx.budgets.dataExportsPerAccount);
}

/** `GET /api/{role}/me/export`: everything held about the caller, audited `account.export`. */
export async function exportMyData(
  ctx: ServiceContext,
  actor: Actor,
  role: AccountType,
  meta: RequestMeta,
): Promise<ExportFile> {
  assertOwnAccountType(actor, role);
  await spendExportBudget(ctx, actor);
  const at = new Date();
  const document = await ctx.db.transaction(async (tx) => {
    const doc = await collectExport(tx, { type: actor.type, id: actor.id }, at);
    if (!doc) throw unauthorized(MESSAGES.invalidToken);
    await recordAudit(tx, {
      actor,
      action: 'account.export',
      target: { type: actor.type, id: actor.id },
      subjectId: actor.id,
      summary: exportCounts(doc),
      ip: meta.ip,
    });
    return doc;
  });
  return { fileName: exportFileName(role, at), document };
}

/**
 * `GET /api/staff/subcourse/{subcourseId}/students/{studentId}/export`: a course admin answers a
 * request the student made to them, with what S holds; audited `account.export_by_staff`.
 */
export async function exportStudentForStaff(
  ctx: ServiceContext,
  actor: Actor,
  params: { subcourseId: string; studentId: string },
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
 * The proof that the caller is the person: the password of an account that has one (failures
 * count against the login budget of the account, so this is no way round it), else a sign-in
 * within the last minutes (university or LMS accounts, which have no password to re-enter).
 */
async function assertIsThePerson(
  ctx: ServiceContext,
  actor: Actor,
  account: { email: string; passwordHash: string | null },
  password: string | undefined,
  token: string,
) {
  if (account.passwordHash === null) {
    const claims = await ctx.tokens.claims(token);
    const freshSince = Date.now() - FRESH_SIGN_IN_MINUTES * 60_000;
    if (!claims || claims.issuedAtMs < freshSince) {
      throw forbidden(M.signInAgainToDelete(FRESH_SIGN_IN_MINUTES));
    }
    return;
  }
  if (password === undefined || password === '') throw badRequest(fieldRequired('password'));
  const key = `login:fail:account:${actor.type}:${account.email}`;
  const budget = ctx.budgets.loginFailuresPerAccount;
  await ctx.limiter.check(key, budget);
  await ctx.limiter.consume(key, budget);
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw badRequest(M.passwordIncorrect);
  }
  await ctx.limiter.refund(key);
}

/**
 * `DELETE /api/{role}/me` (issue 20): a student or client erases its own account. The checks
 * run before the transaction; the transaction locks the account and checks again what could
 * have changed (a client's project offered meanwhile).
 */
export async function deleteMyAccount(
  ctx: ServiceContext,
  actor: Actor,
  role: AccountType,
  body: unknown,
  token: string,
  meta: RequestMeta,
): Promise<string> {
  assertOwnAccountType(actor, role);
  assertMayDeleteOwnAccount(actor);
  const type = actor.type as 'student' | 'client';
  const { password } = parseOrThrow(deleteAccountBody, body ?? {});
  const account = await findLiveAccount(ctx.db, type, actor.id);
  if (!account) throw unauthorized(MESSAGES.invalidToken);
  await assertIsThePerson(ctx, actor, account, password, token);
  await ctx.db.transaction(async (tx) => {
    const person = await findLiveAccount(tx, type, actor.id, { lock: true });
    if (!person) throw unauthorized(MESSAGES.invalidToken);
    const at = new Date();
    if (type === 'client') {
      if (await clientHasActiveProjects(tx, actor.id)) {
        throw new AppError(409, M.clientHasActiveProjects);
      }
      await eraseClient(tx, actor.id, person, at);
    } else {
      await eraseStudent(tx, actor.id, person, at);
    }
    await recordAudit(tx, {
      actor,
      action: 'account.delete',
      target: { type, id: actor.id },
      subjectId: actor.id,
      summary: { account_type: type },
      ip: meta.ip,
    });
  });
  return M.accountDeleted;
}

/**
 * `DELETE /api/staff/subcourse/{subcourseId}/students/{studentId}/data`: a course admin of S
 * erases a student removed from S who is in no running offering; audited
 * `account.erase_by_staff`.
 */
export async function eraseStudentByStaff(
  ctx: ServiceContext,
  actor: Actor,
  params: { subcourseId: string; studentId: string },
  meta: RequestMeta,
): Promise<string> {
  const { subcourseId, studentId } = params;
  const access = await loadSubcourseAccess(ctx.db, actor, subcourseId);
  assertMayEraseStudent(access, await loadStudentInOffering(ctx.db, subcourseId, studentId));
  await ctx.db.transaction(async (tx) => {
    const person = await findLiveAccount(tx, 'student', studentId, { lock: true });
    if (!person) throw notFound(M.studentNotFound);
    // Read again under the lock: an import may have enrolled the student meanwhile.
    assertMayEraseStudent(access, await loadStudentInOffering(tx, subcourseId, studentId));
    const at = new Date();
    await eraseStudent(tx, studentId, person, at);
    await recordAudit(tx, {
      actor,
      action: 'account.erase_by_staff',
      target: { type: 'student', id: studentId },
      subjectId: studentId,
      subcourseId,
      courseId: access?.parentCourseId ?? null,
      summary: { account_type: 'student' },
      ip: meta.ip,
    });
  });
  return M.studentDataDeleted;
}

import {
  deleteAccountBody,
  exportFileName,
  fieldRequired,
  FRESH_SIGN_IN_MINUTES,
  MESSAGES,
  MY_DATA_MESSAGES as M,
  type AccountType,
  type MyDataExportDocument,
} from '@capstone/contracts';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import { verifyPassword } from '../../lib/passwords';
import { assertOwnAccountType } from '../../policies/account.policy';
import { assertMayDeleteOwnAccount } from '../../policies/my-data.policy';
import { recordAudit } from '../audit/audit.repo';
import { clientHasActiveProjects } from './deletion-blockers.repo';
import { eraseClient, eraseStudent } from './erase.repo';
import { spendExportBudget } from './export-budget';
import { collectExport, exportCounts } from './export.service';
import { findLiveAccount } from './student-facts.repo';
import { listTouchedScopes } from './touched-offerings.repo';

export interface ExportFile {
  fileName: string;
  document: MyDataExportDocument;
}

/**
 * `GET /api/{role}/me/export`: everything held about the caller, audited `account.export`. A
 * self-service event records no network address: the trail is kept for good, and the person's own
 * address is theirs, not the course's.
 */
export async function exportMyData(
  ctx: ServiceContext,
  actor: Actor,
  role: AccountType,
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
    });
    return doc;
  });
  return { fileName: exportFileName(role, at), document };
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
 * `DELETE /api/{role}/me`: a student or client erases its own account, the only way an account is
 * deleted. The checks run before the transaction; the transaction locks the account and checks
 * again what could have changed (a client's project offered meanwhile). The deletion changes other
 * offerings' records, so it is recorded in the trail of every offering it touched (or once,
 * unscoped, when it touched none), with no network address.
 */
export async function deleteMyAccount(
  ctx: ServiceContext,
  actor: Actor,
  role: AccountType,
  body: unknown,
  token: string,
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
    if (type === 'client' && (await clientHasActiveProjects(tx, actor.id))) {
      throw new AppError(409, M.clientHasActiveProjects);
    }
    const touched = await listTouchedScopes(tx, { type, id: actor.id, email: person.email });
    if (type === 'client') await eraseClient(tx, actor.id, person, at);
    else await eraseStudent(tx, actor.id, person, at);
    const event = {
      actor,
      action: 'account.delete' as const,
      target: { type, id: actor.id },
      subjectId: actor.id,
      summary: { account_type: type },
    };
    const scopes = [
      ...touched.offerings,
      ...touched.courses.map((courseId) => ({ subcourseId: null, courseId })),
    ];
    await recordAudit(
      tx,
      ...(scopes.length === 0 ? [event] : scopes.map((scope) => ({ ...event, ...scope }))),
    );
  });
  return M.accountDeleted;
}

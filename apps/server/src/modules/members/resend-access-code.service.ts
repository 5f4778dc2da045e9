import {
  ACCESS_CODE_TTL_DAYS,
  MEMBER_MESSAGES,
  type MemberAccountParams,
} from '@capstone/contracts';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { enqueueMails } from '../../mail/outbox.repo';
import { accessCodeMail } from '../accounts/account-mail';
import { assertCourseAdmin, SUBCOURSE_ARCHIVED } from '../../policies/subcourse.policy';
import { issueChallenge } from '../accounts/challenges';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import {
  accountHasPassword,
  dropWaitingAccessMails,
  findSubcourseMemberAccount,
} from './access-code.repo';

const ACCESS_TTL_MS = ACCESS_CODE_TTL_DAYS * 24 * 60 * 60 * 1000;

const passwordAlreadySet = () => new AppError(409, MEMBER_MESSAGES.passwordAlreadySet);

/**
 * `POST /api/staff/subcourse/{subcourseId}/members/{accountId}/access-code`: a course admin of S
 * mails a member of S who has not set a password a fresh access code. The new challenge replaces
 * the account's only one, so the old code stops working (and its mails still waiting are dropped),
 * and the `access-code` mail is queued in the same transaction, so the code exists exactly when its
 * mail does; the outbox worker sends it and the Members table shows how that went.
 */
export async function resendAccessCode(
  ctx: ServiceContext,
  actor: Actor,
  params: MemberAccountParams,
): Promise<string> {
  const { subcourseId, accountId } = params;
  const access = assertCourseAdmin(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  if (access.isArchived) throw badRequest(SUBCOURSE_ARCHIVED);
  const account = await findSubcourseMemberAccount(ctx.db, subcourseId, accountId);
  if (!account) throw notFound(MEMBER_MESSAGES.memberNotInSubcourse);
  if (account.hasPassword) throw passwordAlreadySet();

  await ctx.limiter.consume(`access-resend:by:${actor.id}`, ctx.budgets.accessResendPerStaff);
  await ctx.limiter.consume(
    `access-resend:to:${account.type}:${account.id}`,
    ctx.budgets.accessResendPerAccount,
  );

  await ctx.db.transaction(async (tx) => {
    // The challenge is replaced first: a reset-password racing this holds the same row, so it
    // either finishes before (and the password read below sees it) or finds its code void.
    const code = await issueChallenge(tx, {
      secret: ctx.config.jwtSecret,
      type: account.type,
      accountId: account.id,
      kind: 'access',
      ttlMs: ACCESS_TTL_MS,
    });
    const hasPassword = await accountHasPassword(tx, account.type, account.id);
    if (hasPassword === undefined) throw notFound(MEMBER_MESSAGES.memberNotInSubcourse);
    if (hasPassword) throw passwordAlreadySet();
    await dropWaitingAccessMails(tx, account.type, account.id);
    const mail = accessCodeMail({
      to: account.email,
      name: account.name,
      code,
      user: account.type,
      publicUrl: ctx.config.publicUrl,
    });
    // Asked for by someone who is waiting for it: it goes before queued bulk mail, whereas the
    // access codes of an import go with the rest of the import.
    await enqueueMails(tx, [
      {
        ...mail,
        kind: 'access-code',
        account: { type: account.type, id: account.id },
        waitedFor: true,
      },
    ]);
  });
  return MEMBER_MESSAGES.accessCodeSent;
}

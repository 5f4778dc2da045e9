import {
  MESSAGES,
  resendVerificationBody,
  VERIFY_EMAIL_TTL_HOURS,
  verifyEmailBody,
  type AccountType,
} from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { unauthorized } from '../../lib/app-error';
import type { RequestMeta, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import { enqueueMails } from '../../mail/outbox.repo';
import { verifyEmailMail } from './account-mail';
import { findAccountByEmail, markEmailVerified } from './accounts.repo';
import { consumeEmailChallenge, findChallenge } from './challenge.repo';
import { checkChallengeCode, issueChallenge } from './challenges';
import { budgetAddress } from '../../lib/budget-address';

const VERIFY_TTL_MS = VERIFY_EMAIL_TTL_HOURS * 60 * 60_000;

/** Stores a fresh email code for the account (replacing any open challenge) and returns it. */
export function issueEmailChallenge(
  db: DbOrTx,
  ctx: Pick<ServiceContext, 'config'>,
  type: AccountType,
  accountId: string,
  ip?: string,
) {
  return issueChallenge(db, {
    secret: ctx.config.jwtSecret,
    type,
    accountId,
    kind: 'verify',
    ttlMs: VERIFY_TTL_MS,
    ip,
  });
}

/**
 * `POST /api/{role}/verify-email`. Only a `verify` challenge is accepted: a reset PIN or access
 * code proves the same mailbox, but those flows verify the email when they set a password, so there
 * is no reason to let their codes stand in here.
 */
export async function verifyEmail(
  ctx: ServiceContext,
  type: AccountType,
  body: unknown,
  meta: RequestMeta,
) {
  const { email, pin } = parseOrThrow(verifyEmailBody, body);
  await ctx.limiter.consume(`verify-email:ip:${budgetAddress(meta.ip)}`, ctx.budgets.verifyPerIp);
  const account = await findAccountByEmail(ctx.db, type, email);
  // Unknown and already verified read alike, so the route tells nobody which accounts exist.
  if (!account || account.emailVerifiedAt) throw unauthorized(MESSAGES.invalidPin);
  const challenge = await findChallenge(ctx.db, type, account.id);
  const now = new Date();
  await checkChallengeCode(
    ctx.db,
    ctx.config.jwtSecret,
    challenge,
    { kinds: ['verify'], code: pin, now },
    (live) =>
      ctx.db.transaction(async (tx) => {
        if (!(await consumeEmailChallenge(tx, live.id, now))) return false;
        await markEmailVerified(tx, type, account.id, now);
        return true;
      }),
  );
}

/**
 * `POST /api/{role}/verify-email/resend`. Answers the same for every well-formed
 * email; only an unverified account gets a fresh code, which replaces the old one. The mail is
 * queued with the code and sent in the background, so the answer's timing does not tell either.
 */
export async function resendVerification(
  ctx: ServiceContext,
  type: AccountType,
  body: unknown,
  meta: RequestMeta,
) {
  const { email } = parseOrThrow(resendVerificationBody, body);
  await ctx.limiter.consume(
    `verify-resend:ip:${budgetAddress(meta.ip)}`,
    ctx.budgets.resendVerifyPerIp,
  );
  await ctx.limiter.consume(
    `verify-resend:email:${type}:${email}`,
    ctx.budgets.resendVerifyPerEmail,
  );
  const account = await findAccountByEmail(ctx.db, type, email);
  if (!account || account.emailVerifiedAt) return;
  await ctx.db.transaction(async (tx) => {
    const code = await issueEmailChallenge(tx, ctx, type, account.id, meta.ip);
    await queueVerifyCode(tx, ctx, type, { ...account, code });
  });
}

/** Queues the code's mail in the transaction that stores its challenge. */
export async function queueVerifyCode(
  tx: DbOrTx,
  ctx: Pick<ServiceContext, 'config'>,
  type: AccountType,
  account: { id: string; name: string; email: string; code: string },
) {
  const mail = verifyEmailMail({
    to: account.email,
    name: account.name,
    code: account.code,
    user: type,
    publicUrl: ctx.config.publicUrl,
  });
  await enqueueMails(tx, [{ ...mail, kind: 'verify-email', account: { type, id: account.id } }]);
}

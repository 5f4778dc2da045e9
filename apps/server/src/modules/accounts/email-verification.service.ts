import {
  MESSAGES,
  PIN_RE,
  resendVerificationBody,
  VERIFY_EMAIL_TTL_HOURS,
  verifyEmailBody,
  type AccountType,
} from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/app-error';
import type { RequestMeta, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import { sendInBackground } from '../../mail/background';
import { verifyEmailMail } from '../../mail/templates';
import { findAccountByEmail, markEmailVerified } from './accounts.repo';
import { consumeEmailChallenge, findChallenge, spendAttempt } from './challenge.repo';
import { codeMatches, issueChallenge } from './challenges';

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
 * `POST /api/{role}/verify-email` (api.md §20.1). Only a `verify` challenge is accepted: a
 * reset PIN or access code proves the same mailbox, but those flows verify the email when they
 * set a password, so there is no reason to let their codes stand in here.
 */
export async function verifyEmail(
  ctx: ServiceContext,
  type: AccountType,
  body: unknown,
  meta: RequestMeta,
) {
  const { email, pin } = parseOrThrow(verifyEmailBody, body);
  await ctx.limiter.consume(`verify-email:ip:${meta.ip}`, ctx.budgets.verifyPerIp);
  const account = await findAccountByEmail(ctx.db, type, email);
  // Unknown and already verified read alike, so the route tells nobody which accounts exist.
  if (!account || account.emailVerifiedAt) throw unauthorized(MESSAGES.invalidPin);
  const challenge = await findChallenge(ctx.db, type, account.id);
  const now = new Date();
  if (
    !challenge ||
    challenge.kind !== 'verify' ||
    challenge.usedAt ||
    challenge.attemptsLeft <= 0 ||
    challenge.expiresAt <= now
  ) {
    throw badRequest(MESSAGES.pinExpired);
  }
  const isMatch =
    PIN_RE.test(pin) && codeMatches(ctx.config.jwtSecret, challenge.id, pin, challenge.codeHash);
  if (isMatch) {
    const isVerified = await ctx.db.transaction(async (tx) => {
      if (!(await consumeEmailChallenge(tx, challenge.id, now))) return false;
      await markEmailVerified(tx, type, account.id, now);
      return true;
    });
    if (!isVerified) throw badRequest(MESSAGES.pinExpired);
    return;
  }
  const attemptsLeft = await spendAttempt(ctx.db, challenge.id);
  if (attemptsLeft === undefined) throw badRequest(MESSAGES.pinExpired);
  if (attemptsLeft === 0) throw badRequest(MESSAGES.pinTooManyAttempts);
  throw unauthorized(MESSAGES.invalidPin);
}

/**
 * `POST /api/{role}/verify-email/resend` (api.md §20.1). Answers the same for every well-formed
 * email; only an unverified account gets a fresh code, which replaces the old one. The mail goes
 * out in the background so the answer's timing does not tell either.
 */
export async function resendVerification(
  ctx: ServiceContext,
  type: AccountType,
  body: unknown,
  meta: RequestMeta,
) {
  const { email } = parseOrThrow(resendVerificationBody, body);
  await ctx.limiter.consume(`verify-resend:ip:${meta.ip}`, ctx.budgets.resendVerifyPerIp);
  await ctx.limiter.consume(
    `verify-resend:email:${type}:${email}`,
    ctx.budgets.resendVerifyPerEmail,
  );
  const account = await findAccountByEmail(ctx.db, type, email);
  if (!account || account.emailVerifiedAt) return;
  const code = await issueEmailChallenge(ctx.db, ctx, type, account.id, meta.ip);
  void sendInBackground(ctx.mailer, ctx.log, [
    verifyEmailMail({
      to: account.email,
      name: account.name,
      code,
      user: type,
      publicUrl: ctx.config.publicUrl,
    }),
  ]);
}

import {
  forgotPasswordBody,
  MESSAGES,
  PIN_RE,
  RESET_PIN_TTL_MINUTES,
  resetPasswordBody,
  verifyPinBody,
  type AccountType,
} from '@capstone/contracts';
import { badRequest, notFound, unauthorized } from '../../lib/app-error';
import type { RequestMeta, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import { hashPassword } from '../../lib/passwords';
import { enqueueClaimedMail, enqueueMails } from '../../mail/outbox.repo';
import { passwordChangedMail, resetPinMail } from './account-mail';
import { findAccountByEmail, setPassword } from './accounts.repo';
import {
  consumeVerifiedReset,
  findChallenge,
  markVerified,
  RESET_KINDS,
  spendAttempt,
} from './challenge.repo';
import { checkChallengeCode, codeMatches, hashCode, issueChallenge } from './challenges';
import { budgetAddress } from '../../lib/budget-address';

const PIN_TTL_MS = RESET_PIN_TTL_MINUTES * 60_000;

/**
 * Emails a fresh 6-digit PIN; the only account email whose failure fails the request. The PIN's
 * challenge and its outbox row are written together, the row already claimed by this request,
 * which then tries it at once: a refusal answers `Email could not send` and fails the row for
 * good, so no retry ever delivers a PIN the person was told did not go.
 */
export async function forgotPassword(
  ctx: ServiceContext,
  type: AccountType,
  body: unknown,
  meta: RequestMeta,
) {
  const { email } = parseOrThrow(forgotPasswordBody, body);
  await ctx.limiter.consume(`forgot:ip:${budgetAddress(meta.ip)}`, ctx.budgets.forgotPerIp);
  await ctx.limiter.consume(`forgot:email:${type}:${email}`, ctx.budgets.forgotPerEmail);
  const account = await findAccountByEmail(ctx.db, type, email);
  if (!account) throw notFound(MESSAGES.emailNotFound);
  const claim = await ctx.db.transaction(async (tx) => {
    const pin = await issueChallenge(tx, {
      secret: ctx.config.jwtSecret,
      type,
      accountId: account.id,
      kind: 'reset',
      ttlMs: PIN_TTL_MS,
      ip: meta.ip,
    });
    const mail = resetPinMail({
      to: account.email,
      name: account.name,
      code: pin,
      user: type,
      publicUrl: ctx.config.publicUrl,
    });
    const queued = { ...mail, kind: 'reset-pin' as const, account: { type, id: account.id } };
    return enqueueClaimedMail(tx, queued, ctx.outbox.leaseMs);
  });
  try {
    await ctx.outbox.sendClaimed(claim);
  } catch (error) {
    ctx.log.error({ err: error, to: account.email }, 'reset email failed');
    throw badRequest(MESSAGES.emailCouldNotSend);
  }
}

/** Checks a PIN or access code; each wrong guess spends one of five attempts atomically. */
export async function verifyPin(
  ctx: ServiceContext,
  type: AccountType,
  body: unknown,
  meta: RequestMeta,
) {
  const { email, pin } = parseOrThrow(verifyPinBody, body);
  await ctx.limiter.consume(`verify:ip:${budgetAddress(meta.ip)}`, ctx.budgets.verifyPerIp);
  const account = await findAccountByEmail(ctx.db, type, email);
  if (!account) throw unauthorized(MESSAGES.invalidPin);
  const challenge = await findChallenge(ctx.db, type, account.id);
  const now = new Date();
  // A registration's email code is not a reset PIN: it reads as no challenge at all.
  await checkChallengeCode(
    ctx.db,
    ctx.config.jwtSecret,
    challenge,
    { kinds: RESET_KINDS, code: pin, now },
    (live) => markVerified(ctx.db, live.id, now),
  );
}

/**
 * Sets a new password after a verified PIN: the request carries the PIN (or access code) that
 * verified the challenge, and the challenge is consumed only if that code is its code, in the same
 * statement. Older tokens stop working and the email counts as verified.
 */
export async function resetPassword(
  ctx: ServiceContext,
  type: AccountType,
  body: unknown,
  meta: RequestMeta,
) {
  await ctx.limiter.consume(`reset:ip:${budgetAddress(meta.ip)}`, ctx.budgets.resetPerIp);
  const { email, password, pin } = parseOrThrow(resetPasswordBody, body);
  if (!pin || !PIN_RE.test(pin)) throw badRequest(MESSAGES.resetNotVerified);
  const account = await findAccountByEmail(ctx.db, type, email);
  if (!account) throw badRequest(MESSAGES.resetNotVerified);
  const challenge = await findChallenge(ctx.db, type, account.id);
  if (!challenge?.verifiedAt) throw badRequest(MESSAGES.resetNotVerified);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const isReset = await ctx.db.transaction(async (tx) => {
    const consumed = await consumeVerifiedReset(tx, {
      id: challenge.id,
      codeHash: hashCode(ctx.config.jwtSecret, challenge.id, pin),
      now,
      verifiedSince: new Date(now.getTime() - PIN_TTL_MS),
    });
    if (!consumed) return false;
    await setPassword(tx, type, account.id, passwordHash, now);
    const mail = passwordChangedMail({
      to: account.email,
      name: account.name,
      at: now,
      timeZone: ctx.config.institution.timeZone,
    });
    await enqueueMails(tx, [{ ...mail, kind: 'security', account: { type, id: account.id } }]);
    return true;
  });
  if (!isReset) {
    // A wrong code against a verified challenge spends an attempt, as on verify-pin, so the
    // 15-minute window cannot be used to guess the code from many addresses.
    if (!codeMatches(ctx.config.jwtSecret, challenge.id, pin, challenge.codeHash)) {
      await spendAttempt(ctx.db, challenge.id);
    }
    throw badRequest(MESSAGES.resetNotVerified);
  }
}

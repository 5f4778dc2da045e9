import {
  SIGN_IN_MESSAGES,
  type LtiConfirmLinkBody,
  type LtiConfirmLinkResponse,
} from '@capstone/contracts';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error';
import { budgetAddress } from '../../lib/budget-address';
import type { RequestMeta, ServiceContext } from '../../lib/context';
import { verifyPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/random-token';
import { findAccountById } from '../accounts/accounts.repo';
import { countFlowAttempt, saveAuthFlow, takeAuthFlow } from '../identity/auth-flows.repo';
import type { IdentityKey } from '../identity/external-identities.repo';
import { linkConfirmedAccount } from '../identity/external-sign-in.service';
import { findContext } from './lti-contexts.repo';
import { enterContext, type ContextEntry } from './lti-enter-context.service';

/** How long the LMS link waits for the password. */
export const CONFIRM_LINK_TTL_MS = 10 * 60_000;
/** Password tries per reference; the reference is dead after them. */
export const CONFIRM_LINK_ATTEMPTS = 5;

const KIND = 'lti-confirm';

/** References are kept hashed: a reader of the database cannot confirm a link with one. */
const refKey = (ref: string) => createHash('sha256').update(ref).digest('base64url');

/** What the launch resolved, kept in the flow's row until the password confirms it. */
const pendingLink = z.object({
  issuer: z.string(),
  subject: z.string(),
  type: z.enum(['student', 'staff']),
  accountId: z.string(),
  contextRef: z.string(),
  part: z.enum(['instructor', 'tutor', 'learner']),
  tutorial: z.string().nullable(),
  attempts: z.number().int().optional(),
});
type PendingLink = z.infer<typeof pendingLink>;

/**
 * A first launch whose email found a password account: nothing is signed in or linked; what the
 * launch resolved is kept for ten minutes under a one-time reference, which the complete page
 * trades with the account's password. Answers the reference.
 */
export async function askPasswordConfirmation(
  ctx: ServiceContext,
  key: IdentityKey,
  accountId: string,
  entry: ContextEntry,
): Promise<string> {
  const ref = randomToken();
  const data: PendingLink = {
    issuer: key.issuer,
    subject: key.subject,
    type: key.accountType,
    accountId,
    contextRef: entry.context.id,
    part: entry.part,
    tutorial: entry.tutorial,
    attempts: 0,
  };
  await saveAuthFlow(ctx.db, KIND, { state: refKey(ref), nonce: '', data }, CONFIRM_LINK_TTL_MS);
  return ref;
}

/**
 * `POST /api/lti/confirm-link {ref, password}`: the right password of the account the launch found
 * links the LMS subject to it and does what the launch would have done (enrolment, placement, the
 * course to link), then answers the session. 404 for an unknown, used, expired or spent reference;
 * 400 for a wrong password (five per reference). Each try counts in the address's and the account's
 * login failure budgets, as a login does, so guesses spread over the two doors still run out.
 */
export async function confirmLink(
  ctx: ServiceContext,
  body: LtiConfirmLinkBody,
  meta: RequestMeta,
): Promise<LtiConfirmLinkResponse> {
  const ipKey = `login:fail:ip:${budgetAddress(meta.ip)}`;
  await ctx.limiter.consume(ipKey, ctx.budgets.loginFailuresPerIp);
  const expired = notFound(SIGN_IN_MESSAGES.confirmLinkExpired);
  const state = refKey(body.ref);
  // The try is counted before the slow password check: concurrent guesses cannot pass five.
  const pending = pendingLink.safeParse(
    await countFlowAttempt(ctx.db, KIND, state, CONFIRM_LINK_ATTEMPTS),
  );
  if (!pending.success) throw expired;
  const link = pending.data;
  const account = await findAccountById(ctx.db, link.type, link.accountId);
  if (!account) throw expired;
  const accountKey = `login:fail:account:${link.type}:${account.email}`;
  await ctx.limiter.consume(accountKey, ctx.budgets.loginFailuresPerAccount);

  if (!(await verifyPassword(account.passwordHash, body.password))) {
    if ((link.attempts ?? 0) >= CONFIRM_LINK_ATTEMPTS) await takeAuthFlow(ctx.db, KIND, state);
    throw badRequest(SIGN_IN_MESSAGES.passwordIncorrect);
  }
  await ctx.limiter.refund(ipKey);
  await ctx.limiter.refund(accountKey);
  // Single use: of two right answers racing, one takes the row.
  if (!(await takeAuthFlow(ctx.db, KIND, state))) throw expired;
  const key = { issuer: link.issuer, subject: link.subject, accountType: link.type };
  const actor = await linkConfirmedAccount(ctx, key, link.accountId);
  const context = await findContext(ctx.db, link.contextRef);
  if (!actor || !context) throw expired;
  const landing = await enterContext(
    ctx,
    { context, part: link.part, tutorial: link.tutorial },
    actor,
    meta,
  );
  return {
    access_token: await ctx.tokens.issue(actor),
    user: link.type,
    id: actor.id,
    ...(landing.subcourse ? { subcourse: landing.subcourse } : {}),
    ...(landing.link ? { link: landing.link } : {}),
  };
}

import { SIGN_IN_MESSAGES, type LoginResponse } from '@capstone/contracts';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { budgetAddress } from '../../lib/budget-address';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { randomToken } from '../../lib/random-token';
import { findAccountById } from '../accounts/accounts.repo';
import { saveAuthFlow, takeAuthFlow } from './auth-flows.repo';
import { AUTH_COOKIE_PATH, flowCookieHeader, hasFlowCookie, type FlowCookie } from './flow-cookie';

/**
 * How long a hand-over code may wait for its exchange. The page exchanges it as it loads, so a
 * minute covers a slow phone while a leaked code soon dies.
 */
export const HANDOVER_TTL_MS = 60_000;

const handoverData = z.object({
  type: z.enum(['student', 'staff']),
  id: z.string(),
  cookie: z.object({ name: z.string(), crossSite: z.boolean() }),
});

/** Codes are kept hashed: a reader of the database cannot exchange one. */
const codeKey = (code: string) => createHash('sha256').update(code).digest('base64url');

/**
 * Ends a university sign-in or an LMS launch: instead of a token in the URL, a one-time code, valid
 * for a minute, that only the browser holding `cookie` (the flow's cookie) can exchange for the
 * session. Answers the code, for `#code=…` on the web's complete page.
 *
 * This is the seam for every sign-in that ends by a redirect: call it where a token would have
 * been issued, and put the code in the fragment.
 */
export async function handOverSession(
  ctx: ServiceContext,
  actor: Pick<Actor, 'type' | 'id'>,
  cookie: FlowCookie,
  ttlMs = HANDOVER_TTL_MS,
): Promise<string> {
  const code = randomToken();
  await saveAuthFlow(
    ctx.db,
    'handover',
    { state: codeKey(code), nonce: '', data: { type: actor.type, id: actor.id, cookie } },
    ttlMs,
  );
  return code;
}

/** The `Set-Cookie` value that expires a flow cookie once its session was handed over. */
export const clearFlowCookie = (ctx: ServiceContext, cookie: FlowCookie) =>
  flowCookieHeader(cookie, {
    path: AUTH_COOKIE_PATH,
    maxAgeSeconds: 0,
    secure: ctx.config.publicUrl.startsWith('https://'),
  });

/**
 * `POST /api/auth/session/exchange`: the code is taken in one statement (a second exchange,
 * even a concurrent one, finds nothing), then the browser must show the flow's cookie, and the
 * session is issued for the account as it is now. Every failure reads the same: an expired,
 * used, unknown or foreign code tells nothing apart.
 */
export async function exchangeHandover(
  ctx: ServiceContext,
  code: string,
  cookieHeader: string | undefined,
  meta: RequestMeta,
): Promise<{ session: LoginResponse; clearCookie: string }> {
  // Public, and each attempt is a database write: bounded like the sign-in starts.
  await ctx.limiter.consume(
    `session:exchange:ip:${budgetAddress(meta.ip)}`,
    ctx.budgets.ssoStartsPerIp,
  );
  const expired = badRequest(SIGN_IN_MESSAGES.signInExpired);
  const flow = await takeAuthFlow(ctx.db, 'handover', codeKey(code));
  const data = handoverData.safeParse(flow?.data);
  if (!data.success) throw expired;
  const { type, id, cookie } = data.data;
  if (!hasFlowCookie(cookieHeader, cookie.name)) throw expired;
  const account = await findAccountById(ctx.db, type, id);
  if (!account) throw expired;
  const access_token = await ctx.tokens.issue({ type, id, role: account.role });
  return {
    session: { access_token, user: type, id },
    clearCookie: clearFlowCookie(ctx, cookie),
  };
}

import {
  clientLoginBody,
  MESSAGES,
  universityLoginBody,
  type AccountType,
  type LoginResponse,
} from '@capstone/contracts';
import { forbidden, unauthorized } from '../../lib/app-error';
import type { RequestMeta, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import { verifyPassword } from '../../lib/passwords';
import { findAccountByEmail } from './accounts.repo';
import { budgetAddress } from '../../lib/budget-address';

/**
 * Exchanges credentials for a token. Every failure reads the same, whether the email is unknown,
 * the password wrong or the account still waiting for its first password.
 */
export async function login(
  ctx: ServiceContext,
  type: AccountType,
  body: unknown,
  meta: RequestMeta,
): Promise<LoginResponse> {
  const input = parseOrThrow(
    type === 'client' ? clientLoginBody : universityLoginBody(ctx.config.institution),
    body,
  );
  // Both budgets count failures only, so a class behind one NAT can still log in all day. A unit
  // is reserved before the slow password check and refunded on success, so that concurrent
  // guesses cannot all pass the check before any of them is counted.
  const budgets = [
    [
      `login:fail:${type}:${input.email}:${budgetAddress(meta.ip)}`,
      ctx.budgets.loginFailuresPerEmailIp,
    ],
    [`login:fail:ip:${budgetAddress(meta.ip)}`, ctx.budgets.loginFailuresPerIp],
    // From any address: guesses spread over many addresses still run out.
    [`login:fail:account:${type}:${input.email}`, ctx.budgets.loginFailuresPerAccount],
  ] as const;
  for (const [key, budget] of budgets) await ctx.limiter.check(key, budget);
  for (const [key, budget] of budgets) await ctx.limiter.consume(key, budget);

  const account = await findAccountByEmail(ctx.db, type, input.email);
  const isValid = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !isValid) throw unauthorized(MESSAGES.loginFailed);
  for (const [key] of budgets) await ctx.limiter.refund(key);
  // The right password of an account that never proved its email opens nothing.
  if (!account.emailVerifiedAt) throw forbidden(MESSAGES.verifyEmailFirst);
  const access_token = await ctx.tokens.issue({ type, id: account.id, role: account.role });
  return { access_token, user: type, id: account.id };
}

import { MESSAGES, type AccountType } from '@capstone/contracts';
import { unauthorized } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertOwnAccountType } from '../../policies/account.policy';
import { revokeToken } from '../../auth/revoked-tokens.repo';

/**
 * `POST /api/{role}/logout`: ends this token only, on every server process (the
 * row is read by every authentication) and its open sockets with it (the insert raises
 * `capstone_session_ended`, see session-ended.ts). Other tokens of the account live on.
 */
export async function logout(
  ctx: ServiceContext,
  actor: Actor,
  type: AccountType,
  token: string,
): Promise<void> {
  assertOwnAccountType(actor, type);
  const claims = await ctx.tokens.claims(token);
  // The auth hook accepted this token a moment ago; it can only have expired since.
  if (!claims) throw unauthorized(MESSAGES.invalidToken);
  await ctx.db.transaction((tx) => revokeToken(tx, claims, new Date()));
}

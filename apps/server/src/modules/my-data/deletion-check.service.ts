import {
  FRESH_SIGN_IN_MINUTES,
  MESSAGES,
  type AccountType,
  type DeletionCheckResponse,
} from '@capstone/contracts';
import { unauthorized } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertOwnAccountType } from '../../policies/account.policy';
import { assertMayDeleteOwnAccount } from '../../policies/my-data.policy';
import { listBlockingProjects } from './deletion-blockers.repo';
import { findLiveAccount } from './student-facts.repo';

/**
 * `GET /api/{role}/me/deletion`: what `DELETE /api/{role}/me` will ask of the caller, so that the
 * dialog shows only the confirmation that applies and says why a client cannot delete before
 * anything is typed. The same checks as the deletion: the caller's own type, never staff.
 */
export async function checkMyDeletion(
  ctx: ServiceContext,
  actor: Actor,
  role: AccountType,
  token: string,
): Promise<DeletionCheckResponse> {
  assertOwnAccountType(actor, role);
  assertMayDeleteOwnAccount(actor);
  const type = actor.type as 'student' | 'client';
  const account = await findLiveAccount(ctx.db, type, actor.id);
  if (!account) throw unauthorized(MESSAGES.invalidToken);
  const hasPassword = account.passwordHash !== null;
  const blockers = type === 'client' ? await listBlockingProjects(ctx.db, actor.id) : [];
  return {
    has_password: hasPassword,
    recent_sign_in_until: hasPassword ? null : await recentUntil(ctx, token),
    blocked_by: blockers.map((row) => ({
      project: { id: row.projectId, name: row.projectName },
      offering: { id: row.offeringId, code: row.offeringCode, name: row.offeringName },
    })),
  };
}

/** When the sign-in behind `token` stops being recent enough to delete, or null once it has. */
async function recentUntil(ctx: ServiceContext, token: string): Promise<string | null> {
  const claims = await ctx.tokens.claims(token);
  if (!claims) return null;
  const until = claims.issuedAtMs + FRESH_SIGN_IN_MINUTES * 60_000;
  return until > Date.now() ? new Date(until).toISOString() : null;
}

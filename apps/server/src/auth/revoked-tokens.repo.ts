import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { revokedTokens } from '../db/schema';
import type { TokenClaims } from './token-types';

/**
 * Records a logged-out token. Rows of tokens that have expired since are swept in the same
 * step, so the table holds at most the logouts of one token lifetime. Logging out twice (two
 * tabs racing) keeps the first row.
 */
export async function revokeToken(db: DbOrTx, claims: TokenClaims, now: Date) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  await db
    .insert(revokedTokens)
    .values({
      jti: claims.jti,
      accountType: claims.type,
      accountId: claims.id,
      expiresAt: new Date(claims.expiresAtMs),
      revokedAt: now,
    })
    .onConflictDoNothing();
}

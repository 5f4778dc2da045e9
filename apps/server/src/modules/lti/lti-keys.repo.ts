import { asc, desc, isNull } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { DbOrTx } from '../../db/client';
import { ltiKeys } from '../../db/schema';

/** Keys not retired, newest first. */
export function listLiveKeys(db: DbOrTx) {
  return db
    .select()
    .from(ltiKeys)
    .where(isNull(ltiKeys.retiredAt))
    .orderBy(desc(ltiKeys.createdAt), asc(ltiKeys.kid));
}

export async function insertKey(db: DbOrTx, key: { kid: string; privateJwk: JWK; publicJwk: JWK }) {
  await db.insert(ltiKeys).values(key).onConflictDoNothing();
}

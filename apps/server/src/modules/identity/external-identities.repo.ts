import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { externalIdentities } from '../../db/schema';

export interface IdentityKey {
  issuer: string;
  subject: string;
  accountType: 'student' | 'staff';
}

const matches = (key: IdentityKey) =>
  and(
    eq(externalIdentities.issuer, key.issuer),
    eq(externalIdentities.subject, key.subject),
    eq(externalIdentities.accountType, key.accountType),
  );

/** The account linked to this subject, noting the sign-in; undefined when none is linked. */
export async function touchLinkedAccount(db: DbOrTx, key: IdentityKey) {
  const [row] = await db
    .update(externalIdentities)
    .set({ lastSeenAt: sql`now()` })
    .where(matches(key))
    .returning({ id: externalIdentities.id, accountId: externalIdentities.accountId });
  return row;
}

export async function deleteIdentity(db: DbOrTx, id: string) {
  await db.delete(externalIdentities).where(eq(externalIdentities.id, id));
}

/** Links the subject to the account; a link made meanwhile by a racing sign-in is kept. */
export async function linkIdentity(db: DbOrTx, key: IdentityKey, accountId: string) {
  await db
    .insert(externalIdentities)
    .values({ ...key, accountId })
    .onConflictDoNothing();
}

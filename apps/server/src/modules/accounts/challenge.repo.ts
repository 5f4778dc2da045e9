import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AccountType } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { resetChallenges } from '../../db/schema';

export type Challenge = typeof resetChallenges.$inferSelect;

/** Creates or replaces the account's only challenge in one statement. */
export async function upsertChallenge(
  db: DbOrTx,
  values: Omit<typeof resetChallenges.$inferInsert, 'id'> & { id: string },
) {
  await db
    .insert(resetChallenges)
    .values(values)
    .onConflictDoUpdate({
      target: [resetChallenges.accountType, resetChallenges.accountId],
      set: {
        id: values.id,
        kind: values.kind,
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        attemptsLeft: values.attemptsLeft,
        verifiedAt: null,
        usedAt: null,
        createdAt: sql`now()`,
        createdIp: values.createdIp ?? null,
      },
    });
}

export async function findChallenge(db: DbOrTx, type: AccountType, accountId: string) {
  const [row] = await db
    .select()
    .from(resetChallenges)
    .where(and(eq(resetChallenges.accountType, type), eq(resetChallenges.accountId, accountId)))
    .limit(1);
  return row;
}

/** Spends one attempt atomically; returns the attempts left, or undefined if none were left. */
export async function spendAttempt(db: DbOrTx, id: string) {
  const [row] = await db
    .update(resetChallenges)
    .set({ attemptsLeft: sql`${resetChallenges.attemptsLeft} - 1` })
    .where(and(eq(resetChallenges.id, id), gt(resetChallenges.attemptsLeft, 0)))
    .returning({ attemptsLeft: resetChallenges.attemptsLeft });
  return row?.attemptsLeft;
}

/** Marks a live challenge verified; false if it expired, was voided or used meanwhile. */
export async function markVerified(db: DbOrTx, id: string, now: Date) {
  const rows = await db
    .update(resetChallenges)
    .set({ verifiedAt: now })
    .where(
      and(
        eq(resetChallenges.id, id),
        isNull(resetChallenges.usedAt),
        gt(resetChallenges.attemptsLeft, 0),
        gt(resetChallenges.expiresAt, now),
      ),
    )
    .returning({ id: resetChallenges.id });
  return rows.length > 0;
}

/** The kinds that verify-pin and reset-password accept: a registration's code never resets. */
export const RESET_KINDS = ['reset', 'access'] as const;

/**
 * Consumes a verified reset or access challenge in one statement, and only with the code that
 * verified it: knowing the email is not enough, and at most one reset can win, however many race
 * for it. A verification stays good for `verifiedSince` and never past the challenge's own expiry.
 * `codeHash` is the given code hashed for this challenge's id, so a challenge replaced since it was
 * read matches nothing.
 */
export async function consumeVerifiedReset(
  db: DbOrTx,
  args: { id: string; codeHash: string; now: Date; verifiedSince: Date },
) {
  const rows = await db
    .update(resetChallenges)
    .set({ usedAt: args.now })
    .where(
      and(
        eq(resetChallenges.id, args.id),
        eq(resetChallenges.codeHash, args.codeHash),
        inArray(resetChallenges.kind, [...RESET_KINDS]),
        isNotNull(resetChallenges.verifiedAt),
        gt(resetChallenges.verifiedAt, args.verifiedSince),
        isNull(resetChallenges.usedAt),
        gt(resetChallenges.attemptsLeft, 0),
        gt(resetChallenges.expiresAt, args.now),
      ),
    )
    .returning({ id: resetChallenges.id });
  return rows.length > 0;
}

/** Consumes a live email-verification challenge whose code matched; false if it died meanwhile. */
export async function consumeEmailChallenge(db: DbOrTx, id: string, now: Date) {
  const rows = await db
    .update(resetChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(resetChallenges.id, id),
        eq(resetChallenges.kind, 'verify'),
        isNull(resetChallenges.usedAt),
        gt(resetChallenges.attemptsLeft, 0),
        gt(resetChallenges.expiresAt, now),
      ),
    )
    .returning({ id: resetChallenges.id });
  return rows.length > 0;
}

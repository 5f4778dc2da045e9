import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups, peerRoundMembers, peerRounds, peerSubmissions, subcourses } from '../../db/schema';

export type RoundRecord = typeof peerRounds.$inferSelect;
export type RoundValues = Pick<
  typeof peerRounds.$inferInsert,
  | 'name'
  | 'opensAt'
  | 'closesAt'
  | 'dimensions'
  | 'selfRating'
  | 'comments'
  | 'weight'
  | 'nonSubmissionPenalty'
>;

/** One round, or undefined. */
export async function findRound(db: DbOrTx, roundId: string) {
  const [row] = await db.select().from(peerRounds).where(eq(peerRounds.id, roundId)).limit(1);
  return row;
}

/**
 * One round, locked until the transaction ends. `share` for a save or a moderation, which may
 * run side by side but never beside a close or a release; `no key update` for the actions that
 * change the round; `update` for its deletion.
 */
export async function lockRound(
  db: DbOrTx,
  roundId: string,
  mode: 'share' | 'no key update' | 'update',
) {
  const [row] = await db
    .select()
    .from(peerRounds)
    .where(eq(peerRounds.id, roundId))
    .limit(1)
    .for(mode);
  return row;
}

/** Every round of S. */
export function listRounds(db: DbOrTx, subcourseId: string) {
  return db.select().from(peerRounds).where(eq(peerRounds.subcourseId, subcourseId));
}

/** The rounds of S the student is in, with their snapshot group and whether they submitted. */
export function listRoundsOfStudent(db: DbOrTx, subcourseId: string, studentId: string) {
  return db
    .select({
      round: peerRounds,
      groupId: peerRoundMembers.groupId,
      groupName: groups.name,
      submittedAt: peerSubmissions.submittedAt,
    })
    .from(peerRoundMembers)
    .innerJoin(peerRounds, eq(peerRounds.id, peerRoundMembers.roundId))
    .innerJoin(groups, eq(groups.id, peerRoundMembers.groupId))
    .leftJoin(
      peerSubmissions,
      and(
        eq(peerSubmissions.roundId, peerRoundMembers.roundId),
        eq(peerSubmissions.raterId, peerRoundMembers.studentId),
      ),
    )
    .where(and(eq(peerRounds.subcourseId, subcourseId), eq(peerRoundMembers.studentId, studentId)));
}

/** Whether another round of S already has this name, whatever its case. */
export async function isNameTaken(
  db: DbOrTx,
  subcourseId: string,
  name: string,
  exceptRoundId?: string,
) {
  const rows = await db
    .select({ id: peerRounds.id })
    .from(peerRounds)
    .where(
      and(
        eq(peerRounds.subcourseId, subcourseId),
        sql`lower(${peerRounds.name}) = lower(${name})`,
        exceptRoundId ? ne(peerRounds.id, exceptRoundId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertRound(
  db: DbOrTx,
  values: RoundValues & { subcourseId: string; createdBy: string },
) {
  const [row] = await db.insert(peerRounds).values(values).returning({ id: peerRounds.id });
  return row!.id;
}

export async function updateRound(db: DbOrTx, roundId: string, values: RoundValues) {
  await db.update(peerRounds).set(values).where(eq(peerRounds.id, roundId));
}

export async function deleteRound(db: DbOrTx, roundId: string) {
  await db.delete(peerRounds).where(eq(peerRounds.id, roundId));
}

export async function setClosedAt(db: DbOrTx, roundId: string, at: Date) {
  await db.update(peerRounds).set({ closedAt: at }).where(eq(peerRounds.id, roundId));
}

export async function setReleased(db: DbOrTx, roundId: string, at: Date, by: string) {
  await db
    .update(peerRounds)
    .set({ releasedAt: at, releasedBy: by })
    .where(eq(peerRounds.id, roundId));
}

/**
 * Starts the reminder window: sets `reminded_at` only if no window is running, in one statement,
 * so of two calls at once only one can start it. False when a window was already running.
 */
export async function claimReminderWindow(
  db: DbOrTx,
  roundId: string,
  now: Date,
  windowMs: number,
) {
  const rows = await db
    .update(peerRounds)
    .set({ remindedAt: now })
    .where(
      and(
        eq(peerRounds.id, roundId),
        or(
          isNull(peerRounds.remindedAt),
          lte(peerRounds.remindedAt, new Date(now.getTime() - windowMs)),
        ),
      ),
    )
    .returning({ id: peerRounds.id });
  return rows.length > 0;
}

/** Per round: its snapshot's groups, students and submitters (0 while scheduled). */
export async function countSnapshots(db: DbOrTx, roundIds: readonly string[]) {
  const counts = new Map<string, { groups: number; students: number; submitted: number }>();
  if (roundIds.length === 0) return counts;
  const rows = await db
    .select({
      roundId: peerRoundMembers.roundId,
      groups: sql<number>`count(distinct ${peerRoundMembers.groupId})::int`,
      students: sql<number>`count(*)::int`,
      submitted: sql<number>`count(${peerSubmissions.raterId})::int`,
    })
    .from(peerRoundMembers)
    .leftJoin(
      peerSubmissions,
      and(
        eq(peerSubmissions.roundId, peerRoundMembers.roundId),
        eq(peerSubmissions.raterId, peerRoundMembers.studentId),
      ),
    )
    .where(inArray(peerRoundMembers.roundId, [...roundIds]))
    .groupBy(peerRoundMembers.roundId);
  for (const { roundId, ...count } of rows) counts.set(roundId, count);
  return counts;
}

/** The offering a round belongs to, as its emails and export name it. */
export async function findOffering(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({ name: subcourses.name, code: subcourses.code, year: subcourses.year })
    .from(subcourses)
    .where(eq(subcourses.id, subcourseId));
  return row;
}

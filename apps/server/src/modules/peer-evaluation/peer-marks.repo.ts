import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { peerGroupMarks } from '../../db/schema';

/** The round's group marks, by group id. */
export async function listMarks(db: DbOrTx, roundId: string) {
  const rows = await db
    .select({ groupId: peerGroupMarks.groupId, mark: peerGroupMarks.mark })
    .from(peerGroupMarks)
    .where(eq(peerGroupMarks.roundId, roundId));
  return new Map(rows.map((r) => [r.groupId, r.mark]));
}

/** Sets the listed groups' marks and clears the groups listed with null. */
export async function writeMarks(
  db: DbOrTx,
  roundId: string,
  marks: ReadonlyMap<string, number | null>,
) {
  const cleared = [...marks].filter(([, mark]) => mark === null).map(([groupId]) => groupId);
  const set = [...marks].flatMap(([groupId, mark]) =>
    mark === null ? [] : [{ roundId, groupId, mark }],
  );
  if (cleared.length > 0) {
    await db
      .delete(peerGroupMarks)
      .where(and(eq(peerGroupMarks.roundId, roundId), inArray(peerGroupMarks.groupId, cleared)));
  }
  if (set.length > 0) {
    await db
      .insert(peerGroupMarks)
      .values(set)
      .onConflictDoUpdate({
        target: [peerGroupMarks.roundId, peerGroupMarks.groupId],
        set: { mark: sql`excluded.mark` },
      });
  }
}

import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  peerComments,
  peerGroupMarks,
  peerRatings,
  peerRoundMembers,
  peerRounds,
  peerSubmissions,
} from '../../db/schema';

/** Everything one student holds in one round: their snapshot place, ratings, comments. */
async function dropFromRound(db: DbOrTx, roundId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return;
  const ids = [...studentIds];
  await db
    .delete(peerRatings)
    .where(
      and(
        eq(peerRatings.roundId, roundId),
        or(inArray(peerRatings.raterId, ids), inArray(peerRatings.targetId, ids)),
      ),
    );
  await db
    .delete(peerComments)
    .where(
      and(
        eq(peerComments.roundId, roundId),
        or(inArray(peerComments.authorId, ids), inArray(peerComments.targetId, ids)),
      ),
    );
  await db
    .delete(peerSubmissions)
    .where(and(eq(peerSubmissions.roundId, roundId), inArray(peerSubmissions.raterId, ids)));
  await db
    .delete(peerRoundMembers)
    .where(and(eq(peerRoundMembers.roundId, roundId), inArray(peerRoundMembers.studentId, ids)));
}

/**
 * A student leaves the peer evaluation of offering S (or of every offering, when `subcourseId`
 * is absent), as a removal from S or an erasure does (api.md §23.3): in each round not yet
 * released they leave the snapshot with every rating they gave or received and every comment
 * they wrote or were sent; a group left with fewer than 2 members leaves the round. Released
 * rounds keep their results, so there only the texts go: comments they wrote or were sent, and
 * their private comment to staff.
 */
export async function leavePeerRounds(db: DbOrTx, studentId: string, subcourseId?: string) {
  const places = await db
    .select({
      roundId: peerRoundMembers.roundId,
      groupId: peerRoundMembers.groupId,
      released: sql<boolean>`${peerRounds.releasedAt} is not null`,
    })
    .from(peerRoundMembers)
    .innerJoin(peerRounds, eq(peerRounds.id, peerRoundMembers.roundId))
    .where(
      and(
        eq(peerRoundMembers.studentId, studentId),
        subcourseId ? eq(peerRounds.subcourseId, subcourseId) : undefined,
      ),
    )
    .for('update', { of: peerRoundMembers });
  for (const { roundId, groupId, released } of places) {
    if (released) {
      await db
        .delete(peerComments)
        .where(
          and(
            eq(peerComments.roundId, roundId),
            or(eq(peerComments.authorId, studentId), eq(peerComments.targetId, studentId)),
          ),
        );
      await db
        .update(peerSubmissions)
        .set({ staffComment: null })
        .where(and(eq(peerSubmissions.roundId, roundId), eq(peerSubmissions.raterId, studentId)));
      continue;
    }
    await dropFromRound(db, roundId, [studentId]);
    const rest = await db
      .select({ studentId: peerRoundMembers.studentId })
      .from(peerRoundMembers)
      .where(and(eq(peerRoundMembers.roundId, roundId), eq(peerRoundMembers.groupId, groupId)));
    if (rest.length < 2) {
      await dropFromRound(
        db,
        roundId,
        rest.map((r) => r.studentId),
      );
      await db
        .delete(peerGroupMarks)
        .where(and(eq(peerGroupMarks.roundId, roundId), eq(peerGroupMarks.groupId, groupId)));
    }
  }
  return places.length;
}

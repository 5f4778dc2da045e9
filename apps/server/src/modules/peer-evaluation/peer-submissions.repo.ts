import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { peerComments, peerRatings, peerSubmissions } from '../../db/schema';

/** The student's saved submission, or undefined before their first save. */
export async function findSubmission(db: DbOrTx, roundId: string, raterId: string) {
  const [row] = await db
    .select({
      submittedAt: peerSubmissions.submittedAt,
      staffComment: peerSubmissions.staffComment,
    })
    .from(peerSubmissions)
    .where(and(eq(peerSubmissions.roundId, roundId), eq(peerSubmissions.raterId, raterId)));
  return row;
}

/** The ratings one student gave in the round. */
export function listRatingsBy(db: DbOrTx, roundId: string, raterId: string) {
  return db
    .select({ target: peerRatings.targetId, scores: peerRatings.scores })
    .from(peerRatings)
    .where(and(eq(peerRatings.roundId, roundId), eq(peerRatings.raterId, raterId)));
}

/** The comments one student wrote in the round, to teammates and to staff. */
export function listCommentsBy(db: DbOrTx, roundId: string, authorId: string) {
  return db
    .select({
      id: peerComments.id,
      kind: peerComments.kind,
      target: peerComments.targetId,
      text: peerComments.text,
    })
    .from(peerComments)
    .where(and(eq(peerComments.roundId, roundId), eq(peerComments.authorId, authorId)));
}

/** Every rating saved in the round. */
export function listRoundRatings(db: DbOrTx, roundId: string) {
  return db
    .select({
      rater: peerRatings.raterId,
      target: peerRatings.targetId,
      scores: peerRatings.scores,
    })
    .from(peerRatings)
    .where(eq(peerRatings.roundId, roundId));
}

export interface SavedSubmission {
  ratings: { target: string; scores: Record<string, number>; comment: string | null }[];
  staffComment: string | null;
  at: Date;
}

/**
 * Replaces the student's submission as a whole: ratings, comments to teammates, the private
 * comment to staff and `submitted_at`. A comment is updated in place while its (author, target)
 * pair keeps one, so its id stays; the rest are deleted or inserted. The private comment is kept
 * both on the submission (what the personal-data export reads) and as a `staff` comment (what
 * the staff's comment list reads, by id).
 */
export async function replaceSubmission(
  db: DbOrTx,
  roundId: string,
  raterId: string,
  saved: SavedSubmission,
) {
  await db
    .delete(peerRatings)
    .where(and(eq(peerRatings.roundId, roundId), eq(peerRatings.raterId, raterId)));
  if (saved.ratings.length > 0) {
    await db
      .insert(peerRatings)
      .values(
        saved.ratings.map((r) => ({ roundId, raterId, targetId: r.target, scores: r.scores })),
      );
  }

  const existing = await listCommentsBy(db, roundId, raterId);
  const wanted = [
    ...saved.ratings.flatMap((r) =>
      r.comment === null ? [] : [{ kind: 'peer' as const, target: r.target, text: r.comment }],
    ),
    ...(saved.staffComment === null
      ? []
      : [{ kind: 'staff' as const, target: null, text: saved.staffComment }]),
  ];
  const keyOf = (c: { kind: string; target: string | null }) => `${c.kind}:${c.target ?? ''}`;
  const byKey = new Map(existing.map((c) => [keyOf(c), c]));
  const kept = new Set<string>();
  for (const comment of wanted) {
    const old = byKey.get(keyOf(comment));
    if (old) {
      kept.add(old.id);
      if (old.text !== comment.text) {
        await db
          .update(peerComments)
          .set({ text: comment.text })
          .where(eq(peerComments.id, old.id));
      }
    } else {
      await db.insert(peerComments).values({
        roundId,
        authorId: raterId,
        targetId: comment.target,
        kind: comment.kind,
        text: comment.text,
      });
    }
  }
  const gone = existing.filter((c) => !kept.has(c.id)).map((c) => c.id);
  if (gone.length > 0) await db.delete(peerComments).where(inArray(peerComments.id, gone));

  await db
    .insert(peerSubmissions)
    .values({ roundId, raterId, submittedAt: saved.at, staffComment: saved.staffComment })
    .onConflictDoUpdate({
      target: [peerSubmissions.roundId, peerSubmissions.raterId],
      set: { submittedAt: saved.at, staffComment: saved.staffComment },
    });
}

import { aliasedTable, and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  groups,
  peerComments,
  peerRatings,
  peerRoundMembers,
  peerRounds,
  peerSubmissions,
  students,
} from '../../db/schema';
import type { ExportSubject } from './export.repo';

const target = aliasedTable(students, 'peer_target');

/**
 * What the student entered in peer evaluations (api.md §23): each round they are in, with their
 * submission, the ratings they gave and the comments they wrote. What teammates gave them is
 * theirs to read only as the released summary, so it is not here: it would name its raters.
 */
export async function listOwnPeerEvaluations(db: DbOrTx, who: ExportSubject) {
  const inScope = who.subcourseId ? eq(peerRounds.subcourseId, who.subcourseId) : sql`true`;
  const rounds = await db
    .select({
      id: peerRounds.id,
      subcourseId: peerRounds.subcourseId,
      name: peerRounds.name,
      opensAt: peerRounds.opensAt,
      closesAt: peerRounds.closesAt,
      releasedAt: peerRounds.releasedAt,
      groupId: peerRoundMembers.groupId,
      groupName: groups.name,
      submittedAt: peerSubmissions.submittedAt,
      staffComment: peerSubmissions.staffComment,
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
    .where(and(eq(peerRoundMembers.studentId, who.id), inScope))
    .orderBy(asc(peerRounds.opensAt), asc(peerRounds.id));
  const ratings = await db
    .select({
      roundId: peerRatings.roundId,
      studentId: peerRatings.targetId,
      studentName: target.name,
      scores: peerRatings.scores,
    })
    .from(peerRatings)
    .innerJoin(peerRounds, eq(peerRounds.id, peerRatings.roundId))
    .innerJoin(target, eq(target.id, peerRatings.targetId))
    .where(and(eq(peerRatings.raterId, who.id), inScope))
    .orderBy(asc(target.name), asc(target.id));
  const comments = await db
    .select({
      roundId: peerComments.roundId,
      kind: peerComments.kind,
      studentId: peerComments.targetId,
      studentName: target.name,
      text: peerComments.text,
      hidden: peerComments.hidden,
    })
    .from(peerComments)
    .innerJoin(peerRounds, eq(peerRounds.id, peerComments.roundId))
    .leftJoin(target, eq(target.id, peerComments.targetId))
    .where(and(eq(peerComments.authorId, who.id), eq(peerComments.kind, 'peer'), inScope))
    .orderBy(asc(target.name), asc(peerComments.id));
  return rounds.map((round) => ({
    ...round,
    ratings: ratings.filter((r) => r.roundId === round.id),
    comments: comments.filter((c) => c.roundId === round.id),
  }));
}

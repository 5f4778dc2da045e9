import type { PeerSubmission } from '@capstone/contracts';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertInRound } from '../../policies/peer.policy';
import { presentStudentRound } from './peer.presenter';
import { findPlace, listSnapshotGroup } from './peer-snapshot.repo';
import { findSubmission, listCommentsBy, listRatingsBy } from './peer-submissions.repo';
import { readRound } from './round-access';
import { toRateOf } from './to-rate';

/**
 * `GET /api/peer-rounds/{roundId}/submission`: the caller's own form and saved submission, in
 * every status once the round has opened. Only a student in the round has one.
 */
export async function readSubmission(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
): Promise<PeerSubmission> {
  const { round, now } = await readRound(ctx, actor, roundId);
  const place = assertInRound(
    actor,
    actor.type === 'student' ? await findPlace(ctx.db, roundId, actor.id) : undefined,
  );
  const [team, submission, ratings, comments] = await Promise.all([
    listSnapshotGroup(ctx.db, roundId, place.groupId),
    findSubmission(ctx.db, roundId, actor.id),
    listRatingsBy(ctx.db, roundId, actor.id),
    listCommentsBy(ctx.db, roundId, actor.id),
  ]);
  const toRate = toRateOf(round.selfRating, actor.id, team);
  const group = { id: place.groupId, name: place.groupName };
  const scoresOf = new Map(ratings.map((r) => [r.target, r.scores]));
  const commentOf = new Map(
    comments.flatMap((c) => (c.kind === 'peer' && c.target ? [[c.target, c.text]] : [])),
  );
  return {
    round: presentStudentRound(round, group, submission !== undefined, now),
    group,
    to_rate: toRate,
    submitted_at: submission ? submission.submittedAt.toISOString() : null,
    ratings: submission
      ? toRate.flatMap((person) => {
          const scores = scoresOf.get(person.id);
          return scores
            ? [{ student: person.id, scores, comment: commentOf.get(person.id) ?? null }]
            : [];
        })
      : [],
    staff_comment: submission?.staffComment ?? null,
  };
}

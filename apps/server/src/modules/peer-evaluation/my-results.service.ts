import { PEER_MESSAGES as M, type MyPeerResults } from '@capstone/contracts';
import { mySummary } from '@capstone/peer';
import { forbidden } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertInRound, assertReleased } from '../../policies/peer.policy';
import { presentStudentRound } from './peer.presenter';
import { findPlace } from './peer-snapshot.repo';
import { loadRoundData, scoreRound } from './peer-scoring';
import { readRound } from './round-access';
import { roundStatus } from './round-status';

/**
 * `GET /api/peer-rounds/{roundId}/my-results`: the caller's own released summary (api.md §23.7).
 * Built only from the caller's group and holding nothing that names or orders by a rater: the
 * per-dimension averages stay null under 3 raters, and the comments are bare texts by code point.
 */
export async function readMyResults(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
): Promise<MyPeerResults> {
  const { round, now } = await readRound(ctx, actor, roundId);
  assertReleased(roundStatus(round, now));
  const place = assertInRound(
    actor,
    actor.type === 'student' ? await findPlace(ctx.db, roundId, actor.id) : undefined,
  );
  const data = await loadRoundData(ctx.db, roundId);
  const [group] = scoreRound(round, data, (g) => g.id === place.groupId);
  // The place was read before the data: a removal in between leaves the caller out of both.
  const me = group?.members.find((m) => m.id === actor.id);
  if (!group || !me) throw forbidden(M.notInRound);
  const summary = mySummary(group.input, actor.id);
  const titles = new Map(round.dimensions.map((d) => [d.key, d.title]));
  return {
    round: presentStudentRound(
      round,
      { id: place.groupId, name: place.groupName },
      me.submittedAt !== null,
      now,
    ),
    factor: summary.factor,
    mark: summary.mark,
    adjusted_mark: summary.adjusted_mark,
    dimensions: summary.dimensions.map((d) => ({
      key: d.key,
      title: titles.get(d.key) ?? d.key,
      self: d.self,
      peers: d.peers,
      team: d.team,
    })),
    comments: summary.comments,
  };
}

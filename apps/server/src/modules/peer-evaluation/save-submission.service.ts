import { checkSubmission, PEER_MESSAGES as M } from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertInRound, assertOpen, assertPeerWritable } from '../../policies/peer.policy';
import { findPlace, listSnapshotGroup } from './peer-snapshot.repo';
import { replaceSubmission } from './peer-submissions.repo';
import { roundStatus } from './round-status';
import { writeRound } from './round-access';
import { toRateOf } from './to-rate';

/**
 * `PUT /api/peer-rounds/{roundId}/submission`: a student in the open round replaces their whole
 * submission (api.md §23.4). The round row is share-locked, so a close waits for the save or the
 * save sees the round closed, and the caller's place locked, so one student's saves queue: a
 * save is wholly in or wholly out.
 */
export async function saveSubmission(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
  body: unknown,
): Promise<{ message: string; submitted_at: string }> {
  return writeRound(ctx, actor, roundId, 'share', async (tx, seen) => {
    assertPeerWritable(seen.access);
    const now = new Date();
    assertOpen(roundStatus(seen.round, now));
    const place = assertInRound(
      actor,
      actor.type === 'student' ? await findPlace(tx, roundId, actor.id, 'update') : undefined,
    );
    const team = await listSnapshotGroup(tx, roundId, place.groupId);
    const checked = checkSubmission(body, {
      caller: actor.id,
      toRate: toRateOf(seen.round.selfRating, actor.id, team),
      group: new Set(team.map((m) => m.id)),
      dimensionKeys: seen.round.dimensions.map((d) => d.key),
      selfRating: seen.round.selfRating,
      comments: seen.round.comments,
    });
    if (!checked.ok) throw badRequest(checked.message);
    await replaceSubmission(tx, roundId, actor.id, { ...checked.value, at: now });
    return { message: M.saved, submitted_at: now.toISOString() };
  });
}

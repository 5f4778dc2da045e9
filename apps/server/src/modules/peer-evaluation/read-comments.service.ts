import { PEER_MESSAGES as M, type PeerComment } from '@capstone/contracts';
import { compareCodePoints } from '@capstone/peer';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertPeerStaff, assertResultsAvailable, seesGroup } from '../../policies/peer.policy';
import type { CommentRecord } from './peer-comments.repo';
import { listRoundComments } from './peer-comments.repo';
import { presentComment } from './peer.presenter';
import { readRound } from './round-access';
import { roundStatus } from './round-status';

/** By group (tutorial, name), author name, `peer` before `staff`, then target name. */
function byGroupAuthorKindTarget(a: CommentRecord, b: CommentRecord) {
  return (
    compareCodePoints(a.tutorial, b.tutorial) ||
    compareCodePoints(a.groupName, b.groupName) ||
    compareCodePoints(a.groupId, b.groupId) ||
    compareCodePoints(a.authorName, b.authorName) ||
    compareCodePoints(a.authorId, b.authorId) ||
    (a.kind === b.kind ? 0 : a.kind === 'peer' ? -1 : 1) ||
    compareCodePoints(a.targetName ?? '', b.targetName ?? '') ||
    compareCodePoints(a.id, b.id)
  );
}

/**
 * `GET /api/peer-rounds/{roundId}/comments`: once the round has closed, every comment of the
 * groups the caller may see, hidden ones included (staff moderate them), and the private
 * comments to staff.
 */
export async function readComments(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
): Promise<PeerComment[]> {
  const { round, access, now } = await readRound(ctx, actor, roundId);
  const viewer = assertPeerStaff(access, M.roundNotFound);
  assertResultsAvailable(roundStatus(round, now));
  const rows = await listRoundComments(ctx.db, roundId);
  return rows
    .filter((row) => seesGroup(viewer, access, row.tutorial))
    .sort(byGroupAuthorKindTarget)
    .map(presentComment);
}

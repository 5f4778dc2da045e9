import { PEER_MESSAGES as M, type PeerRoundStaff } from '@capstone/contracts';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { assertClosable, assertPeerAdmin, assertPeerWritable } from '../../policies/peer.policy';
import { auditSubcourse } from '../audit/subcourse-audit';
import { presentStaffRound } from './peer.presenter';
import { countSnapshots, setClosedAt } from './peer-rounds.repo';
import { roundStatus } from './round-status';
import { writeRound } from './round-access';

/**
 * `PUT /api/peer-rounds/{roundId}/close`: a course admin ends an open round now. The round row
 * is locked against saves (which share-lock it), so a save either committed before the close or
 * sees the round closed; the clock is read once the lock is held.
 */
export async function closeRound(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
  meta: RequestMeta,
): Promise<PeerRoundStaff> {
  return writeRound(ctx, actor, roundId, 'no key update', async (tx, seen) => {
    assertPeerAdmin(seen.access, M.roundNotFound);
    assertPeerWritable(seen.access);
    const now = new Date();
    assertClosable(roundStatus(seen.round, now));
    await setClosedAt(tx, roundId, now);
    await auditSubcourse(tx, { actor, meta, access: seen.access }, 'peer.round_close', {
      round_id: roundId,
      round_name: seen.round.name,
    });
    const counts = await countSnapshots(tx, [roundId]);
    return presentStaffRound({ ...seen.round, closedAt: now }, counts.get(roundId), now);
  });
}

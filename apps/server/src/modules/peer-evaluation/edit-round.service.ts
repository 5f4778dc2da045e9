import { PEER_MESSAGES as M, type PeerRoundStaff } from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { assertEditable, assertPeerAdmin, assertPeerWritable } from '../../policies/peer.policy';
import { auditSubcourse } from '../audit/subcourse-audit';
import { changedFields, checkedRoundFields, fieldsOf, valuesOf } from './checked-round';
import { ROUND_NAME_INDEX } from './create-round.service';
import { presentStaffRound } from './peer.presenter';
import { countSnapshots, deleteRound, findRound, updateRound } from './peer-rounds.repo';
import { openDueRounds } from './peer-snapshot.repo';
import { roundStatus } from './round-status';
import { writeRound } from './round-access';

/**
 * `PUT /api/peer-rounds/{roundId}`: a course admin edits a round that has not opened; omitted
 * fields keep their values and the merged fields are checked as a creation's. A new opening
 * time already past opens the round in the same transaction.
 */
export async function editRound(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
  body: Record<string, unknown>,
  meta: RequestMeta,
): Promise<PeerRoundStaff> {
  try {
    return await writeRound(ctx, actor, roundId, 'no key update', async (tx, seen) => {
      assertPeerAdmin(seen.access, M.roundNotFound);
      assertPeerWritable(seen.access);
      const now = new Date();
      assertEditable(roundStatus(seen.round, now));
      const subcourseId = seen.round.subcourseId;
      const fields = await checkedRoundFields(tx, subcourseId, body, now, seen.round);
      await updateRound(tx, roundId, valuesOf(fields));
      await openDueRounds(tx, subcourseId, now);
      const round = (await findRound(tx, roundId))!;
      await auditSubcourse(tx, { actor, meta, access: seen.access }, 'peer.round_update', {
        round_id: roundId,
        round_name: round.name,
        changed: changedFields(fieldsOf(seen.round), fields),
        opened: round.snapshotAt !== null,
      });
      const counts = await countSnapshots(tx, [roundId]);
      return presentStaffRound(round, counts.get(roundId), now);
    });
  } catch (error) {
    if (uniqueViolation(error) === ROUND_NAME_INDEX) throw badRequest(M.nameTaken);
    throw error;
  }
}

/** `DELETE /api/peer-rounds/{roundId}`: only a round that has not opened, so nothing is lost. */
export async function removeRound(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
  meta: RequestMeta,
): Promise<{ message: string }> {
  return writeRound(ctx, actor, roundId, 'update', async (tx, seen) => {
    assertPeerAdmin(seen.access, M.roundNotFound);
    assertPeerWritable(seen.access);
    assertEditable(roundStatus(seen.round, new Date()));
    await deleteRound(tx, roundId);
    await auditSubcourse(tx, { actor, meta, access: seen.access }, 'peer.round_delete', {
      round_id: roundId,
      round_name: seen.round.name,
    });
    return { message: M.roundDeleted };
  });
}

import { PEER_MESSAGES as M, type PeerRoundStaff } from '@capstone/contracts';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { badRequest } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { uniqueViolation } from '../../lib/unique-violation';
import { assertOfferingRunning } from '../../policies/after-publish.policy';
import { assertPeerAdmin } from '../../policies/peer.policy';
import { SUBCOURSE_NOT_FOUND } from '../../policies/subcourse.policy';
import { auditSubcourse } from '../audit/subcourse-audit';
import { checkedRoundFields, valuesOf } from './checked-round';
import { presentStaffRound } from './peer.presenter';
import { countSnapshots, findRound, insertRound } from './peer-rounds.repo';
import { openDueRounds } from './peer-snapshot.repo';
import { openSubcourse } from './round-access';

/** What the unique index on (S, lower(name)) is called: a race between two creations. */
export const ROUND_NAME_INDEX = 'peer_rounds_name_unique';

/**
 * `POST /api/subcourse/{subcourseId}/peer-rounds`: a course admin of a running S creates a
 * round. One whose opening time has passed opens in the same transaction (snapshot taken).
 */
export async function createRound(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  body: Record<string, unknown>,
  meta: RequestMeta,
): Promise<PeerRoundStaff> {
  await openSubcourse(ctx, actor, subcourseId);
  try {
    return await ctx.db.transaction(async (tx) => {
      const access = await loadSubcourseAccess(tx, actor, subcourseId);
      assertPeerAdmin(access, SUBCOURSE_NOT_FOUND);
      assertOfferingRunning(access!);
      const now = new Date();
      const fields = await checkedRoundFields(tx, subcourseId, body, now);
      const id = await insertRound(tx, { ...valuesOf(fields), subcourseId, createdBy: actor.id });
      await openDueRounds(tx, subcourseId, now);
      const round = (await findRound(tx, id))!;
      await auditSubcourse(tx, { actor, meta, access: access! }, 'peer.round_create', {
        round_id: id,
        round_name: round.name,
        opened: round.snapshotAt !== null,
      });
      const counts = await countSnapshots(tx, [id]);
      return presentStaffRound(round, counts.get(id), now);
    });
  } catch (error) {
    if (uniqueViolation(error) === ROUND_NAME_INDEX) throw badRequest(M.nameTaken);
    throw error;
  }
}

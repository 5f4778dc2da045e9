import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { peerRounds } from '../../db/schema';

/**
 * Archiving S (api.md §23.3): its open rounds close at this moment and its scheduled rounds are
 * deleted. The caller opens rounds that are due first, so a round whose opening time has passed
 * closes with its snapshot.
 */
export async function settleRoundsOnArchive(db: DbOrTx, subcourseId: string, now: Date) {
  await db
    .delete(peerRounds)
    .where(
      and(
        eq(peerRounds.subcourseId, subcourseId),
        isNull(peerRounds.snapshotAt),
        gt(peerRounds.opensAt, now),
      ),
    );
  await db
    .update(peerRounds)
    .set({ closedAt: now })
    .where(
      and(
        eq(peerRounds.subcourseId, subcourseId),
        isNotNull(peerRounds.snapshotAt),
        isNull(peerRounds.closedAt),
        isNull(peerRounds.releasedAt),
        gt(peerRounds.closesAt, now),
      ),
    );
}

import { LIMITS, PEER_MESSAGES as M } from '@capstone/contracts';
import type { SubcourseAccess } from '../../access/access-facts';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import type { DbOrTx, Tx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { peerViewer, type PeerViewer } from '../../policies/peer.policy';
import { SUBCOURSE_NOT_FOUND } from '../../policies/subcourse.policy';
import { findRound, lockRound, type RoundRecord } from './peer-rounds.repo';
import { openDueRounds } from './peer-snapshot.repo';

export interface VisibleRound {
  round: RoundRecord;
  access: SubcourseAccess;
  viewer: PeerViewer;
}

/** The round, if the caller may know it exists (a member of its offering); else the 404. */
async function visibleRound(
  db: DbOrTx,
  actor: Actor,
  roundId: string,
  lock?: Parameters<typeof lockRound>[2],
): Promise<VisibleRound> {
  // An id longer than any id is not one (ids are opaque: a malformed one is a 404 too).
  if (roundId.length > LIMITS.id) throw notFound(M.roundNotFound);
  const round = lock ? await lockRound(db, roundId, lock) : await findRound(db, roundId);
  if (!round) throw notFound(M.roundNotFound);
  const access = await loadSubcourseAccess(db, actor, round.subcourseId);
  const viewer = peerViewer(access, M.roundNotFound);
  return { round, access: access!, viewer };
}

/**
 * The start of every read of S's peer evaluation: the 404 for a caller who may not see S, then
 * the rounds of S that are due are opened (their snapshot taken, in a transaction of its own so
 * that it stays whatever the request answers).
 */
export async function openSubcourse(ctx: ServiceContext, actor: Actor, subcourseId: string) {
  const access = await loadSubcourseAccess(ctx.db, actor, subcourseId);
  const viewer = peerViewer(access, SUBCOURSE_NOT_FOUND);
  const now = new Date();
  await openDueRounds(ctx.db, subcourseId, now);
  return { access: access!, viewer, now };
}

/** A read of one round: its 404, then the due rounds of its offering opened, as above. */
export async function readRound(ctx: ServiceContext, actor: Actor, roundId: string) {
  const seen = await visibleRound(ctx.db, actor, roundId);
  const now = new Date();
  await openDueRounds(ctx.db, seen.round.subcourseId, now);
  return { ...seen, now };
}

/**
 * A write to one round: after `readRound`, one transaction that locks the round and reads the
 * caller's access again under the lock, so the rules decide on what the write will change.
 */
export async function writeRound<T>(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
  lock: Parameters<typeof lockRound>[2],
  work: (tx: Tx, seen: VisibleRound) => Promise<T>,
): Promise<T> {
  await readRound(ctx, actor, roundId);
  return ctx.db.transaction(async (tx) => work(tx, await visibleRound(tx, actor, roundId, lock)));
}

import { PEER_MESSAGES as M, type PeerResults } from '@capstone/contracts';
import type { Actor, ServiceContext } from '../../lib/context';
import {
  assertPeerAdmin,
  assertPeerStaff,
  assertResultsAvailable,
  seesGroup,
} from '../../policies/peer.policy';
import { buildPeerCsv, peerCsvFileName } from './peer-csv';
import { presentStaffRound } from './peer.presenter';
import { findOffering } from './peer-rounds.repo';
import { loadRoundData, presentResultGroup, scoreRound } from './peer-scoring';
import { countsOf } from './read-rounds.service';
import { readRound } from './round-access';
import { roundStatus } from './round-status';

/**
 * `GET /api/peer-rounds/{roundId}/results`: once the round has closed, each snapshot group's
 * factors, flags and ratings, computed from the saved submissions on every read. Tutors get the
 * groups of their tutorials only.
 */
export async function readResults(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
): Promise<PeerResults> {
  const { round, access, now } = await readRound(ctx, actor, roundId);
  const viewer = assertPeerStaff(access, M.roundNotFound);
  assertResultsAvailable(roundStatus(round, now));
  const data = await loadRoundData(ctx.db, roundId);
  const groups = scoreRound(round, data, (g) => seesGroup(viewer, access, g.tutorial));
  return {
    round: presentStaffRound(round, countsOf(data.members), now),
    groups: groups.map(presentResultGroup),
  };
}

/** `GET /api/peer-rounds/{roundId}/export`: the gradebook CSV of §23.9, for course admins. */
export async function exportResults(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
): Promise<{ fileName: string; csv: string }> {
  const { round, access, now } = await readRound(ctx, actor, roundId);
  assertPeerAdmin(access, M.roundNotFound);
  assertResultsAvailable(roundStatus(round, now));
  const [data, offering] = await Promise.all([
    loadRoundData(ctx.db, roundId),
    findOffering(ctx.db, round.subcourseId),
  ]);
  return {
    fileName: peerCsvFileName(offering!, roundId),
    csv: buildPeerCsv(scoreRound(round, data)),
  };
}

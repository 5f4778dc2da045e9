import type { PeerRoundProgress, PeerRoundStaff, PeerRoundStudent } from '@capstone/contracts';
import { compareCodePoints } from '@capstone/peer';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertInRound, seesGroup } from '../../policies/peer.policy';
import {
  byName,
  byTutorialThenName,
  presentStaffRound,
  presentStudentRound,
  type SnapshotCounts,
} from './peer.presenter';
import {
  countSnapshots,
  listRounds,
  listRoundsOfStudent,
  type RoundRecord,
} from './peer-rounds.repo';
import { findPlace, listRoundMembers, type RoundMemberRecord } from './peer-snapshot.repo';
import { findSubmission } from './peer-submissions.repo';
import { openSubcourse, readRound } from './round-access';

/** Rounds by opening time, then name. */
const byOpening = (a: RoundRecord, b: RoundRecord) =>
  a.opensAt.getTime() - b.opensAt.getTime() ||
  compareCodePoints(a.name, b.name) ||
  compareCodePoints(a.id, b.id);

/** The snapshot's counts, read off its members. */
export function countsOf(members: readonly RoundMemberRecord[]): SnapshotCounts {
  return {
    groups: new Set(members.map((m) => m.groupId)).size,
    students: members.length,
    submitted: members.filter((m) => m.submittedAt !== null).length,
  };
}

/**
 * `GET /api/subcourse/{subcourseId}/peer-rounds`: staff see every round of S, a student only
 * the rounds they are in.
 */
export async function listPeerRounds(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<PeerRoundStaff[] | PeerRoundStudent[]> {
  const { viewer, now } = await openSubcourse(ctx, actor, subcourseId);
  if (viewer === 'student') {
    const rows = await listRoundsOfStudent(ctx.db, subcourseId, actor.id);
    return rows
      .sort((a, b) => byOpening(a.round, b.round))
      .map((row) =>
        presentStudentRound(
          row.round,
          { id: row.groupId, name: row.groupName },
          row.submittedAt !== null,
          now,
        ),
      );
  }
  const rounds = (await listRounds(ctx.db, subcourseId)).sort(byOpening);
  const counts = await countSnapshots(
    ctx.db,
    rounds.map((r) => r.id),
  );
  return rounds.map((round) => presentStaffRound(round, counts.get(round.id), now));
}

/**
 * `GET /api/peer-rounds/{roundId}`: staff get the round with who has submitted, per group they
 * may see (never the ratings); a student in the round gets their own view of it.
 */
export async function getPeerRound(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
): Promise<PeerRoundProgress | PeerRoundStudent> {
  const { round, access, viewer, now } = await readRound(ctx, actor, roundId);
  if (viewer === 'student') {
    const place = assertInRound(actor, await findPlace(ctx.db, roundId, actor.id));
    const submission = await findSubmission(ctx.db, roundId, actor.id);
    return presentStudentRound(
      round,
      { id: place.groupId, name: place.groupName },
      submission !== undefined,
      now,
    );
  }
  const members = await listRoundMembers(ctx.db, roundId);
  const groups = new Map<string, PeerRoundProgress['groups'][number] & { tutorial: string }>();
  for (const m of members) {
    if (!seesGroup(viewer, access, m.tutorial)) continue;
    const group = groups.get(m.groupId) ?? {
      id: m.groupId,
      name: m.groupName,
      tutorial: m.tutorial,
      members: [],
    };
    group.members.push({ id: m.id, name: m.name, submitted: m.submittedAt !== null });
    groups.set(m.groupId, group);
  }
  return {
    ...presentStaffRound(round, countsOf(members), now),
    groups: [...groups.values()].sort(byTutorialThenName).map((group) => ({
      id: group.id,
      name: group.name,
      tutorial: group.tutorial,
      members: group.members.sort(byName),
    })),
  };
}

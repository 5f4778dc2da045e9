import { PEER_MESSAGES as M, type GroupMarks } from '@capstone/contracts';
import { roundHalfUp } from '@capstone/peer';
import { badRequest } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { assertOpened, assertPeerAdmin, assertPeerWritable } from '../../policies/peer.policy';
import { auditSubcourse } from '../audit/subcourse-audit';
import { byTutorialThenName } from './peer.presenter';
import { listMarks, writeMarks } from './peer-marks.repo';
import { listRoundMembers } from './peer-snapshot.repo';
import { roundStatus } from './round-status';
import { writeRound } from './round-access';

/**
 * The marks of a request in list order: each names a group of the snapshot and gives a mark
 * from 0 to 100 (rounded half up to 2 decimals) or null to clear it. A group listed twice takes
 * its last entry. The first bad entry is the answer, and nothing is written.
 */
function checkedMarks(body: Record<string, unknown>, groupIds: ReadonlySet<string>) {
  if (!Array.isArray(body.marks)) throw badRequest(M.marksList);
  const marks = new Map<string, number | null>();
  body.marks.forEach((entry: unknown, i) => {
    const { group, mark } = (entry && typeof entry === 'object' ? entry : {}) as Record<
      string,
      unknown
    >;
    if (typeof group !== 'string' || !groupIds.has(group)) throw badRequest(M.markGroup(i));
    if (mark === null) return marks.set(group, null);
    if (typeof mark !== 'number' || !Number.isFinite(mark) || mark < 0 || mark > 100) {
      throw badRequest(M.markRange(i));
    }
    marks.set(group, roundHalfUp(mark, 2));
  });
  return marks;
}

/**
 * `PUT /api/peer-rounds/{roundId}/marks`: a course admin sets or clears group marks, any time
 * after the round opened (also after the release: adjusted marks follow). Answers every group of
 * the snapshot, by tutorial then name, with its mark now.
 */
export async function setMarks(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
  body: Record<string, unknown>,
  meta: RequestMeta,
): Promise<GroupMarks> {
  return writeRound(ctx, actor, roundId, 'share', async (tx, seen) => {
    assertPeerAdmin(seen.access, M.roundNotFound);
    assertPeerWritable(seen.access);
    assertOpened(roundStatus(seen.round, new Date()));
    const members = await listRoundMembers(tx, roundId);
    const groups = new Map(
      members.map((m) => [m.groupId, { id: m.groupId, name: m.groupName, tutorial: m.tutorial }]),
    );
    const marks = checkedMarks(body, new Set(groups.keys()));
    await writeMarks(tx, roundId, marks);
    const values = [...marks.values()];
    await auditSubcourse(tx, { actor, meta, access: seen.access }, 'peer.marks_update', {
      round_id: roundId,
      round_name: seen.round.name,
      set: values.filter((mark) => mark !== null).length,
      cleared: values.filter((mark) => mark === null).length,
      marks: Object.fromEntries(marks),
    });
    const now = await listMarks(tx, roundId);
    return [...groups.values()].sort(byTutorialThenName).map((group) => ({
      group: { id: group.id, name: group.name },
      mark: now.get(group.id) ?? null,
    }));
  });
}

import { PEER_MESSAGES as M } from '@capstone/contracts';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { asNotices, enqueueMails } from '../../mail/outbox.repo';
import {
  assertClosedNotReleased,
  assertPeerAdmin,
  assertPeerWritable,
} from '../../policies/peer.policy';
import { auditSubcourse } from '../audit/subcourse-audit';
import { peerReleasedMail } from './peer-mail';
import { findOffering, setReleased } from './peer-rounds.repo';
import { listRoundMembers } from './peer-snapshot.repo';
import { roundStatus } from './round-status';
import { writeRound } from './round-access';

/**
 * `PUT /api/peer-rounds/{roundId}/release`: a course admin releases a closed round's results,
 * once and for good, and every student in the round is emailed (with no factor or mark). The
 * round row is locked against moderation (which share-locks it), so no comment is hidden or
 * shown after the release.
 */
export async function releaseRound(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
  meta: RequestMeta,
): Promise<{ message: string; released_at: string }> {
  return writeRound(ctx, actor, roundId, 'no key update', async (tx, seen) => {
    assertPeerAdmin(seen.access, M.roundNotFound);
    assertPeerWritable(seen.access);
    const now = new Date();
    assertClosedNotReleased(roundStatus(seen.round, now));
    await setReleased(tx, roundId, now, actor.id);
    const members = await listRoundMembers(tx, roundId);
    const offering = (await findOffering(tx, seen.round.subcourseId))!;
    const facts = {
      id: roundId,
      name: seen.round.name,
      code: offering.code,
      offering: offering.name,
      closesAt: seen.round.closesAt,
    };
    const mails = members.map((student) => ({
      ...peerReleasedMail(student, facts, ctx.config.publicUrl),
      about: [student.id],
    }));
    await enqueueMails(tx, asNotices(mails, seen.round.subcourseId));
    await auditSubcourse(tx, { actor, meta, access: seen.access }, 'peer.round_release', {
      round_id: roundId,
      round_name: seen.round.name,
      students: members.length,
    });
    return { message: M.released, released_at: now.toISOString() };
  });
}

import { PEER_MESSAGES as M, PEER_REMINDER_WINDOW_MS } from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { asNotices, enqueueMails } from '../../mail/outbox.repo';
import { assertOpen, assertPeerAdmin, assertPeerWritable } from '../../policies/peer.policy';
import { peerReminderMail } from './peer-mail';
import { claimReminderWindow, findOffering } from './peer-rounds.repo';
import { listRoundMembers } from './peer-snapshot.repo';
import { roundStatus } from './round-status';
import { writeRound } from './round-access';

/**
 * `POST /api/peer-rounds/{roundId}/remind`: emails each student in the open round who has not
 * saved a submission, at most once per 24 hours per round. The round row is locked and the
 * window is claimed in one conditional update, so of two calls at once one sends and the other
 * is refused. A call that finds nobody to remind emails no one and starts no window.
 */
export async function remindRound(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
): Promise<{ message: string; sent: number }> {
  return writeRound(ctx, actor, roundId, 'no key update', async (tx, seen) => {
    assertPeerAdmin(seen.access, M.roundNotFound);
    assertPeerWritable(seen.access);
    const now = new Date();
    assertOpen(roundStatus(seen.round, now));
    const { remindedAt } = seen.round;
    if (remindedAt && now.getTime() - remindedAt.getTime() < PEER_REMINDER_WINDOW_MS) {
      throw badRequest(M.remindedRecently);
    }
    const members = await listRoundMembers(tx, roundId);
    const behind = members.filter((m) => m.submittedAt === null);
    if (behind.length === 0) return { message: M.remindersSent, sent: 0 };
    if (!(await claimReminderWindow(tx, roundId, now, PEER_REMINDER_WINDOW_MS))) {
      throw badRequest(M.remindedRecently);
    }
    const offering = (await findOffering(tx, seen.round.subcourseId))!;
    const facts = {
      id: roundId,
      name: seen.round.name,
      code: offering.code,
      offering: offering.name,
      closesAt: seen.round.closesAt,
    };
    const { publicUrl, institution } = ctx.config;
    const mails = behind.map((student) => ({
      ...peerReminderMail(student, facts, publicUrl, institution.timeZone),
      about: [student.id],
    }));
    await enqueueMails(tx, asNotices(mails, seen.round.subcourseId));
    return { message: M.remindersSent, sent: mails.length };
  });
}

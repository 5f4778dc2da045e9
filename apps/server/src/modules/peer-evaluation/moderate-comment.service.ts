import { LIMITS, PEER_LIMITS, PEER_MESSAGES as M, type PeerComment } from '@capstone/contracts';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import {
  assertClosedNotReleased,
  assertPeerAdmin,
  assertPeerWritable,
} from '../../policies/peer.policy';
import { auditSubcourse } from '../audit/subcourse-audit';
import { findComment, setHidden } from './peer-comments.repo';
import { presentComment } from './peer.presenter';
import { roundStatus } from './round-status';
import { writeRound } from './round-access';

/** The hiding reason: 1–500 characters once trimmed; the raw length is capped first. */
function reasonOf(body: Record<string, unknown>): string {
  const reason = body.reason;
  if (typeof reason !== 'string') throw badRequest(M.hideReasonRequired);
  if (reason.length > PEER_LIMITS.hideReason * 4) throw badRequest(M.hideReasonTooLong);
  const trimmed = reason.trim();
  if (!trimmed) throw badRequest(M.hideReasonRequired);
  if (trimmed.length > PEER_LIMITS.hideReason) throw badRequest(M.hideReasonTooLong);
  return trimmed;
}

/**
 * `PUT /api/peer-rounds/{roundId}/comments/{commentId}/hide` and `…/show`: a course admin hides
 * a comment to a teammate from its target (with a reason), or shows it again, between the close
 * and the release. The round row is share-locked, so a release waits for a moderation in
 * progress and a moderation after it sees the round released.
 */
export async function moderateComment(
  ctx: ServiceContext,
  actor: Actor,
  roundId: string,
  commentId: string,
  change: { hide: true; body: Record<string, unknown> } | { hide: false },
  meta: RequestMeta,
): Promise<PeerComment> {
  return writeRound(ctx, actor, roundId, 'share', async (tx, seen) => {
    assertPeerAdmin(seen.access, M.roundNotFound);
    assertPeerWritable(seen.access);
    const now = new Date();
    assertClosedNotReleased(roundStatus(seen.round, now));
    const comment =
      commentId.length > LIMITS.id ? undefined : await findComment(tx, roundId, commentId);
    if (!comment) throw notFound(M.commentNotFound);
    if (comment.kind === 'staff') throw badRequest(M.staffCommentNeverReleased);
    const hidden = change.hide ? { reason: reasonOf(change.body), by: actor.id, at: now } : null;
    await setHidden(tx, commentId, hidden);
    await auditSubcourse(
      tx,
      { actor, meta, access: seen.access },
      change.hide ? 'peer.comment_hide' : 'peer.comment_show',
      { round_id: roundId, round_name: seen.round.name, comment_id: commentId },
    );
    return presentComment({
      ...comment,
      hidden: hidden !== null,
      hiddenReason: hidden?.reason ?? null,
    });
  });
}

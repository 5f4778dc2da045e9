import {
  AFTER_PUBLISH_MESSAGES as M,
  changeRequestDecisionBody,
  type ChangeRequest,
} from '@capstone/contracts';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import type { Mail } from '../../mail/mailer';
import { asNotices, enqueueMails } from '../../mail/outbox.repo';
import { parseOrThrow } from '../../lib/parse';
import { assertCanDecide } from '../../policies/change-request.policy';
import { assertOfferingRunning } from '../../policies/after-publish.policy';
import { listGroupMembers } from '../groups/groups.repo';
import { recordAudit } from '../audit/audit.repo';
import { changeRequestOutcomeMail } from './change-request-mail';
import { presentChangeRequest } from './change-requests.presenter';
import {
  findRequest,
  isAvailableIn,
  isGroupLocked,
  lockRequest,
  setDecision,
  shareLockSubcourse,
} from './change-requests.repo';

/**
 * `PUT /api/admin/{subcourseId}/change-requests/{requestId}`: a course admin approves or declines
 * an open request, and every member of the group is told. Approval moves nobody: it only feeds
 * the next proposal, and the group's project changes when a course admin publishes one. S's row
 * is share-locked (a publish, which settles pending requests, waits) and the request row locked
 * (a second decision or a cancel waits, then sees this one's status).
 */
export async function decideChangeRequest(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  requestId: string,
  body: unknown,
  meta: RequestMeta,
): Promise<ChangeRequest> {
  return ctx.db.transaction(async (tx) => {
    const access = assertCanDecide(await loadSubcourseAccess(tx, actor, subcourseId));
    await shareLockSubcourse(tx, subcourseId);
    const request = await lockRequest(tx, requestId, { subcourseId });
    if (!request) throw notFound(M.requestNotFound);
    const input = parseOrThrow(changeRequestDecisionBody, body);
    assertOfferingRunning(access);
    if (request.status !== 'open') throw badRequest(M.alreadyDecided);
    const approved = input.decision === 'approve';
    if (approved) {
      if (request.projectId && !(await isAvailableIn(tx, subcourseId, request.projectId))) {
        throw badRequest(M.requestedProjectGone);
      }
      if (await isGroupLocked(tx, request.groupId)) throw badRequest(M.groupLocked);
    }
    const message = input.message || null;
    await setDecision(tx, request.id, {
      status: approved ? 'approved' : 'declined',
      decidedBy: actor.id,
      message,
    });
    const decided = (await findRequest(tx, request.id))!;
    await recordAudit(tx, {
      actor,
      ip: meta.ip,
      action: approved ? 'change_request.approve' : 'change_request.decline',
      target: { type: 'group', id: request.groupId },
      subcourseId,
      summary: { request: request.id, project: request.projectId },
    });
    const members = await listGroupMembers(tx, subcourseId, request.groupId);
    const outcome = {
      approved,
      group: { id: decided.groupId, name: decided.groupName },
      project: decided.projectName,
      current: decided.fromProjectName,
      message,
    };
    // A mail names no person but its recipient, so erasing the recipient is all it waits for.
    const mails: (Mail & { about: string[] })[] = members.map((member) => ({
      ...changeRequestOutcomeMail(member, outcome, ctx.config.publicUrl),
      about: [member.id],
    }));
    await enqueueMails(tx, asNotices(mails, subcourseId));
    return presentChangeRequest(decided);
  });
}

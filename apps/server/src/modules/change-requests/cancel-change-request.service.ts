import { AFTER_PUBLISH_MESSAGES as M, type ChangeRequest } from '@capstone/contracts';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertGroupLead } from '../../policies/change-request.policy';
import { findCallerGroupId, findGroup } from '../groups/groups.repo';
import { presentChangeRequest } from './change-requests.presenter';
import { findRequest, lockRequest, setCancelled } from './change-requests.repo';

/**
 * `PUT /api/group/{groupId}/change-requests/{requestId}/cancel`: the lead withdraws the group's
 * open request. The request row is locked, so a decision at the same moment goes first or second,
 * never both.
 */
export async function cancelChangeRequest(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
  requestId: string,
): Promise<ChangeRequest> {
  return ctx.db.transaction(async (tx) => {
    const group = await findGroup(tx, groupId);
    if (!group) throw notFound(M.groupNotFound);
    const [access, callerGroupId] = await Promise.all([
      loadSubcourseAccess(tx, actor, group.subcourseId),
      actor.type === 'student' ? findCallerGroupId(tx, group.subcourseId, actor.id) : null,
    ]);
    assertGroupLead(actor, access, group, callerGroupId);
    const request = await lockRequest(tx, requestId, { groupId });
    if (!request) throw notFound(M.requestNotFound);
    if (request.status !== 'open') throw badRequest(M.onlyOpenCancel);
    await setCancelled(tx, request.id);
    return presentChangeRequest((await findRequest(tx, request.id))!);
  });
}

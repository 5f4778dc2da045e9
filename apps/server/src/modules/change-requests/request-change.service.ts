import {
  AFTER_PUBLISH_MESSAGES as M,
  changeRequestBody,
  type ChangeRequest,
} from '@capstone/contracts';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import { uniqueViolation } from '../../lib/unique-violation';
import { assertGroupLead } from '../../policies/change-request.policy';
import { assertOfferingRunning } from '../../policies/after-publish.policy';
import { latestVersionNumber } from '../allocation-versions/write-version.repo';
import { findCallerGroupId, findGroup, lockGroup } from '../groups/groups.repo';
import { presentChangeRequest } from './change-requests.presenter';
import {
  findRequest,
  insertRequest,
  isAvailableIn,
  shareLockSubcourse,
} from './change-requests.repo';

/**
 * `POST /api/group/{groupId}/change-requests`: the group's lead asks to move to a named project,
 * or to any with a free place. S's row is share-locked, so no publish lands between the checks and
 * the insert, and the group's row locked, so the lead cannot leave meanwhile. The partial unique
 * index on pending requests decides between two requests of one group at once: the second insert
 * fails, and that request gets the 409.
 */
export async function requestChange(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
  body: unknown,
): Promise<ChangeRequest> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const found = await findGroup(tx, groupId);
      if (!found) throw notFound(M.groupNotFound);
      const subcourseId = found.subcourseId;
      await shareLockSubcourse(tx, subcourseId);
      const [group, access, callerGroupId] = await Promise.all([
        lockGroup(tx, groupId),
        loadSubcourseAccess(tx, actor, subcourseId),
        actor.type === 'student' ? findCallerGroupId(tx, subcourseId, actor.id) : null,
      ]);
      const leadAccess = assertGroupLead(actor, access, group, callerGroupId);
      const input = parseOrThrow(changeRequestBody, body);
      assertOfferingRunning(leadAccess);
      if ((await latestVersionNumber(tx, subcourseId)) === 0) throw badRequest(M.noVersion);
      const current = group!.projectId;
      if (current === null) throw badRequest(M.groupHasNoProject);
      const project = input.project ?? null;
      if (project !== null) {
        if (!(await isAvailableIn(tx, subcourseId, project))) {
          throw badRequest(M.requestProjectNotAvailable(project));
        }
        if (project === current) throw badRequest(M.alreadyOnProject);
      }
      const id = await insertRequest(tx, {
        subcourseId,
        groupId,
        requestedBy: actor.id,
        fromProjectId: current,
        projectId: project,
        reason: input.reason,
      });
      return presentChangeRequest((await findRequest(tx, id))!);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'change_requests_one_pending') {
      throw new AppError(409, M.pendingRequest);
    }
    throw error;
  }
}

import { APPROVED_STATUSES, PROJECT_MESSAGES } from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertOwnAccountType } from '../../policies/account.policy';
import { assertCanDelete, assertVerifiedClient } from '../../policies/project.policy';
import { subcoursesOffering, withdrawFromSubcourse } from './project-offering.repo';
import {
  deleteUnapprovedProject,
  findProjectWithRelations,
  isClientVerified,
  listProjectClients,
} from './projects.repo';

/**
 * `DELETE /api/client/delete/project/{P}`: a verified client deletes its own draft or submitted
 * project. Should P sit in a subcourse's list, its clients with no other project there leave
 * that subcourse's clients first; the delete itself is conditional on the status, so a project
 * approved meanwhile survives.
 */
export async function deleteOwnProject(ctx: ServiceContext, actor: Actor, projectId: string) {
  assertOwnAccountType(actor, 'client');
  await ctx.db.transaction(async (tx) => {
    assertVerifiedClient(await isClientVerified(tx, actor.id));
    const row = await findProjectWithRelations(tx, actor, projectId, { lock: true });
    assertCanDelete(row);
    if (APPROVED_STATUSES.includes(row.status)) {
      throw badRequest(PROJECT_MESSAGES.cannotDeleteApproved);
    }
    const clientIds = (await listProjectClients(tx, projectId)).map((c) => c.id);
    for (const subcourseId of await subcoursesOffering(tx, projectId)) {
      await withdrawFromSubcourse(tx, subcourseId, projectId, clientIds);
    }
    if (!(await deleteUnapprovedProject(tx, projectId))) {
      throw badRequest(PROJECT_MESSAGES.cannotDeleteApproved);
    }
  });
}

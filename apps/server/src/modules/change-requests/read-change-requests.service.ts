import {
  AFTER_PUBLISH_MESSAGES as M,
  changeRequestListQuery,
  type ChangeRequest,
} from '@capstone/contracts';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import {
  assertCanListRequests,
  assertCanReadGroupRequests,
} from '../../policies/change-request.policy';
import { findCallerGroupId, findGroup } from '../groups/groups.repo';
import { presentChangeRequest } from './change-requests.presenter';
import { listGroupRequests, listSubcourseRequests } from './change-requests.repo';

/** `GET /api/group/{groupId}/change-requests`: the group's requests, newest first. */
export async function listRequestsOfGroup(
  ctx: ServiceContext,
  actor: Actor,
  groupId: string,
): Promise<ChangeRequest[]> {
  const group = await findGroup(ctx.db, groupId);
  if (!group) throw notFound(M.groupNotFound);
  const [access, callerGroupId] = await Promise.all([
    loadSubcourseAccess(ctx.db, actor, group.subcourseId),
    actor.type === 'student' ? findCallerGroupId(ctx.db, group.subcourseId, actor.id) : null,
  ]);
  assertCanReadGroupRequests(actor, access, group, callerGroupId);
  const rows = await listGroupRequests(ctx.db, groupId);
  return rows.map(presentChangeRequest);
}

/** `GET /api/admin/{subcourseId}/change-requests`: the requests of S, oldest first. */
export async function listRequestsOfSubcourse(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  query: unknown,
): Promise<ChangeRequest[]> {
  assertCanListRequests(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const { status } = parseOrThrow(changeRequestListQuery, query);
  const rows = await listSubcourseRequests(ctx.db, subcourseId, status);
  return rows.map(presentChangeRequest);
}

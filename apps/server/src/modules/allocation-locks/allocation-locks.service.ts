import { AFTER_PUBLISH_MESSAGES as M, locksBody } from '@capstone/contracts';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { badRequest, notFound } from '../../lib/app-error';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { parseOrThrow } from '../../lib/parse';
import {
  assertCanManageAllocation,
  assertCanReadAllocationSettings,
  assertOfferingRunning,
} from '../../policies/after-publish.policy';
import { recordAudit } from '../audit/audit.repo';
import { presentLocks } from './allocation-locks.presenter';
import {
  listGroupsOfSubcourse,
  listLocks,
  lockOfferingForLocks,
  replaceLocks,
} from './allocation-locks.repo';

/** `GET /api/admin/{S}/allocation/locked`: the locked groups of S, by group name. */
export async function getLocks(ctx: ServiceContext, actor: Actor, subcourseId: string) {
  assertCanReadAllocationSettings(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  return presentLocks(await listLocks(ctx.db, subcourseId));
}

/**
 * `PUT /api/admin/{S}/allocation/locked`: replaces S's locks with the set sent. Every id must be
 * a group of S with a published project, which the lock keeps. S stays locked until the commit,
 * so a publish sees either the old set or the new one.
 */
export async function setLocks(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  body: unknown,
  meta: RequestMeta,
) {
  return ctx.db.transaction(async (tx) => {
    assertCanManageAllocation(await loadSubcourseAccess(tx, actor, subcourseId));
    const offering = await lockOfferingForLocks(tx, subcourseId);
    if (!offering) throw notFound(M.subcourseNotFound);
    const ids = [...new Set(parseOrThrow(locksBody, body ?? {}).locked)];
    assertOfferingRunning(offering);
    const found = new Map(
      (await listGroupsOfSubcourse(tx, subcourseId, ids)).map((g) => [g.id, g]),
    );
    const unknown = ids.find((id) => !found.has(id));
    if (unknown !== undefined) throw badRequest(M.groupNotBelong(unknown));
    const groupRows = ids.map((id) => found.get(id)!);
    const unpublished = groupRows.find((g) => g.projectId === null);
    if (unpublished) throw badRequest(M.nothingToLock(unpublished.name));
    const locks = groupRows.map((g) => ({ groupId: g.id, projectId: g.projectId! }));
    await replaceLocks(tx, subcourseId, locks, actor.id);
    await recordAudit(tx, {
      actor,
      ip: meta.ip,
      action: 'allocation.locks_update',
      target: { type: 'subcourse', id: subcourseId },
      subcourseId,
      summary: { locked: locks.length },
    });
    return presentLocks(await listLocks(tx, subcourseId));
  });
}

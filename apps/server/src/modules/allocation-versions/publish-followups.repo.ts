import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { changeRequests, groupLocks, groups, projects } from '../../db/schema';
import type { ChangeRequestStatus } from '../../db/schema/allocation-versions';

/** Removes the locks of these groups of S (a publish moved them). */
export async function deleteLocksOf(db: DbOrTx, subcourseId: string, groupIds: string[]) {
  if (groupIds.length === 0) return;
  await db
    .delete(groupLocks)
    .where(and(eq(groupLocks.subcourseId, subcourseId), inArray(groupLocks.groupId, groupIds)));
}

/** S's pending (open or approved) change requests, locked against a concurrent decision. */
export function listPendingRequests(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      id: changeRequests.id,
      groupId: changeRequests.groupId,
      status: changeRequests.status,
      fromProjectId: changeRequests.fromProjectId,
      projectId: changeRequests.projectId,
    })
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.subcourseId, subcourseId),
        inArray(changeRequests.status, ['open', 'approved']),
      ),
    )
    .for('update');
}
export type PendingRequest = Awaited<ReturnType<typeof listPendingRequests>>[number];

export async function setRequestsStatus(
  db: DbOrTx,
  ids: string[],
  status: ChangeRequestStatus,
  appliedInVersion?: number,
) {
  if (ids.length === 0) return;
  await db
    .update(changeRequests)
    .set({ status, ...(appliedInVersion === undefined ? {} : { appliedInVersion }) })
    .where(inArray(changeRequests.id, ids));
}

/** S's withdrawn projects that no group is on any more: they are ready to leave S. */
export function listEmptyWithdrawnProjects(db: DbOrTx, subcourseId: string) {
  return db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.subcourseId, subcourseId),
        eq(projects.status, 'unavailable'),
        isNotNull(projects.withdrawnAt),
        sql`not exists (select 1 from ${groups} where ${groups.projectId} = ${projects.id})`,
      ),
    );
}

import { aliasedTable, and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ChangeRequestStatusId } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import {
  changeRequests,
  groupLocks,
  groups,
  projects,
  staff,
  students,
  subcourses,
} from '../../db/schema';

const fromProject = aliasedTable(projects, 'from_project');
const toProject = aliasedTable(projects, 'to_project');

/** A request with the current names of everything it points at. */
const requestColumns = {
  id: changeRequests.id,
  subcourseId: changeRequests.subcourseId,
  groupId: changeRequests.groupId,
  groupName: groups.name,
  requestedById: changeRequests.requestedBy,
  requestedByName: students.name,
  fromProjectId: changeRequests.fromProjectId,
  fromProjectName: fromProject.name,
  projectId: changeRequests.projectId,
  projectName: toProject.name,
  reason: changeRequests.reason,
  status: changeRequests.status,
  createdAt: changeRequests.createdAt,
  decidedById: changeRequests.decidedBy,
  decidedByName: staff.name,
  decidedAt: changeRequests.decidedAt,
  message: changeRequests.message,
  appliedInVersion: changeRequests.appliedInVersion,
};

function selectRequests(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(requestColumns)
    .from(changeRequests)
    .innerJoin(groups, eq(groups.id, changeRequests.groupId))
    .leftJoin(students, eq(students.id, changeRequests.requestedBy))
    .leftJoin(fromProject, eq(fromProject.id, changeRequests.fromProjectId))
    .leftJoin(toProject, eq(toProject.id, changeRequests.projectId))
    .leftJoin(staff, eq(staff.id, changeRequests.decidedBy))
    .where(where);
}
export type ChangeRequestRecord = Awaited<ReturnType<typeof selectRequests>>[number];

export async function findRequest(db: DbOrTx, id: string) {
  const [row] = await selectRequests(db, eq(changeRequests.id, id)).limit(1);
  return row;
}

/** A group's requests, newest first. */
export function listGroupRequests(db: DbOrTx, groupId: string) {
  return selectRequests(db, eq(changeRequests.groupId, groupId)).orderBy(
    desc(changeRequests.createdAt),
    desc(changeRequests.id),
  );
}

/** The requests of S, oldest first; `all` or one status. */
export function listSubcourseRequests(
  db: DbOrTx,
  subcourseId: string,
  status: ChangeRequestStatusId | 'all',
) {
  return selectRequests(
    db,
    and(
      eq(changeRequests.subcourseId, subcourseId),
      status === 'all' ? undefined : eq(changeRequests.status, status),
    ),
  ).orderBy(asc(changeRequests.createdAt), asc(changeRequests.id));
}

/**
 * The request row, locked until the transaction ends, when it is a request of `scope` (its
 * group's, or its offering's): two decisions, or a decision and a cancel, queue here and the
 * second sees the first's status.
 */
export async function lockRequest(
  db: DbOrTx,
  id: string,
  scope: { groupId: string } | { subcourseId: string },
) {
  const inScope =
    'groupId' in scope
      ? eq(changeRequests.groupId, scope.groupId)
      : eq(changeRequests.subcourseId, scope.subcourseId);
  const [row] = await db
    .select({
      id: changeRequests.id,
      groupId: changeRequests.groupId,
      projectId: changeRequests.projectId,
      status: changeRequests.status,
    })
    .from(changeRequests)
    .where(and(eq(changeRequests.id, id), inScope))
    .for('update')
    .limit(1);
  return row;
}

/**
 * S's row, share-locked until the transaction ends. A publish locks it for update, so a request
 * or a decision and a publish never interleave: each sees the other's outcome whole.
 */
export async function shareLockSubcourse(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({ id: subcourses.id })
    .from(subcourses)
    .where(eq(subcourses.id, subcourseId))
    .for('share')
    .limit(1);
  return row;
}

/** Whether the project is offered in S now (a withdrawn project is not). */
export async function isAvailableIn(db: DbOrTx, subcourseId: string, projectId: string) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.id, projectId),
        eq(projects.subcourseId, subcourseId),
        eq(projects.status, 'available'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function isGroupLocked(db: DbOrTx, groupId: string) {
  const [row] = await db
    .select({ groupId: groupLocks.groupId })
    .from(groupLocks)
    .where(eq(groupLocks.groupId, groupId))
    .limit(1);
  return row !== undefined;
}

export async function insertRequest(
  db: DbOrTx,
  values: {
    subcourseId: string;
    groupId: string;
    requestedBy: string;
    fromProjectId: string;
    projectId: string | null;
    reason: string;
  },
) {
  const [row] = await db
    .insert(changeRequests)
    .values({ ...values, status: 'open' })
    .returning({ id: changeRequests.id });
  return row!.id;
}

export async function setCancelled(db: DbOrTx, id: string) {
  await db.update(changeRequests).set({ status: 'cancelled' }).where(eq(changeRequests.id, id));
}

export async function setDecision(
  db: DbOrTx,
  id: string,
  decision: { status: 'approved' | 'declined'; decidedBy: string; message: string | null },
) {
  await db
    .update(changeRequests)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(eq(changeRequests.id, id));
}

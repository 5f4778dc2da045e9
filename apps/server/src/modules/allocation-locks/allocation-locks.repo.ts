import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groupLocks, groups, subcourses } from '../../db/schema';

/**
 * Locks S (FOR NO KEY UPDATE) for a change of its locks, with its state: lock changes, withdrawals
 * and publishes of one subcourse run one after another, so a publish never misses a lock.
 */
export async function lockOfferingForLocks(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({ id: subcourses.id, isArchived: subcourses.isArchived, isActive: subcourses.isActive })
    .from(subcourses)
    .where(eq(subcourses.id, subcourseId))
    .for('no key update')
    .limit(1);
  return row;
}

/**
 * The locked groups of S with the project each was locked on, by group name. Suggestions keep
 * each of these groups on that project.
 */
export function listLocks(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      groupId: groupLocks.groupId,
      groupName: groups.name,
      projectId: groupLocks.projectId,
    })
    .from(groupLocks)
    .innerJoin(groups, eq(groups.id, groupLocks.groupId))
    .where(eq(groupLocks.subcourseId, subcourseId))
    .orderBy(asc(groups.name), asc(groups.id));
}
export type GroupLock = Awaited<ReturnType<typeof listLocks>>[number];

/** The groups of S among `ids`, with their published project. */
export function listGroupsOfSubcourse(db: DbOrTx, subcourseId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: groups.id, name: groups.name, projectId: groups.projectId })
    .from(groups)
    .where(and(eq(groups.subcourseId, subcourseId), inArray(groups.id, ids)));
}

/**
 * Makes S's locks exactly `locks`: the others go, new ones are stored with the locker, and a
 * group locked already keeps its locker and time but takes its project now.
 */
export async function replaceLocks(
  db: DbOrTx,
  subcourseId: string,
  locks: { groupId: string; projectId: string }[],
  lockedBy: string,
) {
  const keep = locks.map((lock) => lock.groupId);
  await db
    .delete(groupLocks)
    .where(
      and(
        eq(groupLocks.subcourseId, subcourseId),
        keep.length > 0 ? notInArray(groupLocks.groupId, keep) : undefined,
      ),
    );
  if (locks.length === 0) return;
  await db
    .insert(groupLocks)
    .values(locks.map((lock) => ({ subcourseId, ...lock, lockedBy })))
    .onConflictDoUpdate({
      target: groupLocks.groupId,
      set: { projectId: sql`excluded.project_id` },
    });
}

/** Some locked group of S is on project P (locked there, or published there now). */
export async function hasLocksOnProject(db: DbOrTx, subcourseId: string, projectId: string) {
  const rows = await db
    .select({ one: sql`1` })
    .from(groupLocks)
    .innerJoin(groups, eq(groups.id, groupLocks.groupId))
    .where(
      and(
        eq(groupLocks.subcourseId, subcourseId),
        or(eq(groupLocks.projectId, projectId), eq(groups.projectId, projectId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

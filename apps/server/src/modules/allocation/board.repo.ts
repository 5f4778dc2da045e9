import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outer } from '../../db/outer';
import {
  allocationLogs,
  enrolments,
  groups,
  projects,
  students,
  subcourses,
} from '../../db/schema';

/**
 * Locks S for a board save (FOR NO KEY UPDATE: rows referencing S may still be inserted), so
 * two saves of one subcourse run one after the other and each publish sees the last one's rows.
 */
export async function lockBoardSubcourse(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({ id: subcourses.id, name: subcourses.name, maxGroupSize: subcourses.maxGroupSize })
    .from(subcourses)
    .where(eq(subcourses.id, subcourseId))
    .for('no key update')
    .limit(1);
  return row;
}

/** The groups of S, by id, with how many students are in each now. */
export async function listBoardGroups(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      tutorial: groups.tutorial,
      leadId: groups.leadId,
      projectId: groups.projectId,
      members:
        sql<number>`(select count(*) from ${enrolments} as e where e.subcourse_id = ${outer(groups.subcourseId)} and e.group_id = ${outer(groups.id)})`.mapWith(
          Number,
        ),
    })
    .from(groups)
    .where(eq(groups.subcourseId, subcourseId))
    .orderBy(asc(groups.id));
}
export type BoardGroup = Awaited<ReturnType<typeof listBoardGroups>>[number];

/**
 * Writes one column of the board's items: everything in S to null, then each container's
 * items in one statement per container, so a course of 300 groups costs tens of statements.
 */
async function writeColumn<T>(
  placement: Map<string, string | null>,
  clear: () => Promise<T>,
  setFor: (container: string, items: string[]) => Promise<unknown>,
) {
  await clear();
  const byContainer = new Map<string, string[]>();
  for (const [item, container] of placement) {
    if (container === null) continue;
    const list = byContainer.get(container) ?? [];
    list.push(item);
    byContainer.set(container, list);
  }
  for (const [container, items] of byContainer) await setFor(container, items);
}

/** Project board draft: each group's `draft_alloc`; published projects untouched. */
export async function saveGroupDrafts(
  db: DbOrTx,
  subcourseId: string,
  placement: Map<string, string | null>,
) {
  await writeColumn(
    placement,
    () => db.update(groups).set({ draftAlloc: null }).where(eq(groups.subcourseId, subcourseId)),
    (projectId, ids) =>
      db
        .update(groups)
        .set({ draftAlloc: projectId })
        .where(and(eq(groups.subcourseId, subcourseId), inArray(groups.id, ids))),
  );
}

/**
 * Project board publish: each group's `project` from the board and its draft cleared; then
 * `is_allocated` of every project that had or now has a group of S follows its group list.
 */
export async function publishGroupProjects(
  db: DbOrTx,
  subcourseId: string,
  placement: Map<string, string | null>,
  previousProjectIds: string[],
) {
  await writeColumn(
    placement,
    () =>
      db
        .update(groups)
        .set({ projectId: null, draftAlloc: null })
        .where(eq(groups.subcourseId, subcourseId)),
    (projectId, ids) =>
      db
        .update(groups)
        .set({ projectId })
        .where(and(eq(groups.subcourseId, subcourseId), inArray(groups.id, ids))),
  );
  const touched = or(
    eq(projects.subcourseId, subcourseId),
    previousProjectIds.length > 0 ? inArray(projects.id, previousProjectIds) : undefined,
  );
  await db
    .update(projects)
    .set({
      isAllocated: sql`exists (select 1 from ${groups} where ${groups.projectId} = ${projects.id})`,
    })
    .where(touched);
}

/**
 * The enrolments of S, then its groups, locked in that order: a group join or leave locks the
 * student's enrolment and then the group, so a student-board publish and the joins of S queue
 * behind one another instead of interleaving and never deadlock.
 */
export async function lockStudentBoard(db: DbOrTx, subcourseId: string) {
  const enrolled = await db
    .select({
      id: enrolments.studentId,
      name: students.name,
      email: students.email,
      tutorial: enrolments.tutorial,
      groupId: enrolments.groupId,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(eq(enrolments.subcourseId, subcourseId))
    .orderBy(asc(enrolments.studentId))
    .for('update', { of: enrolments });
  const groupRows = await db
    .select({
      id: groups.id,
      name: groups.name,
      tutorial: groups.tutorial,
      leadId: groups.leadId,
      projectId: groups.projectId,
    })
    .from(groups)
    .where(eq(groups.subcourseId, subcourseId))
    .orderBy(asc(groups.id))
    .for('no key update');
  return { enrolled, groups: groupRows };
}
export type BoardStudent = Awaited<ReturnType<typeof lockStudentBoard>>['enrolled'][number];

/** Student board draft: each enrolment's `draft_alloc`; published groups untouched. */
export async function saveStudentDrafts(
  db: DbOrTx,
  subcourseId: string,
  placement: Map<string, string | null>,
) {
  await writeColumn(
    placement,
    () =>
      db
        .update(enrolments)
        .set({ draftAlloc: null })
        .where(eq(enrolments.subcourseId, subcourseId)),
    (groupId, ids) =>
      db
        .update(enrolments)
        .set({ draftAlloc: groupId })
        .where(and(eq(enrolments.subcourseId, subcourseId), inArray(enrolments.studentId, ids))),
  );
}

/** Student board publish: enrolments' `group` rebuilt from the board, drafts cleared. */
export async function publishStudentGroups(
  db: DbOrTx,
  subcourseId: string,
  placement: Map<string, string | null>,
) {
  await writeColumn(
    placement,
    () =>
      db
        .update(enrolments)
        .set({ groupId: null, draftAlloc: null })
        .where(eq(enrolments.subcourseId, subcourseId)),
    (groupId, ids) =>
      db
        .update(enrolments)
        .set({ groupId })
        .where(and(eq(enrolments.subcourseId, subcourseId), inArray(enrolments.studentId, ids))),
  );
}

/** Clears the lead of every group of S whose lead is no longer one of its members. */
export async function clearStrandedLeads(db: DbOrTx, subcourseId: string) {
  await db
    .update(groups)
    .set({ leadId: null })
    .where(
      and(
        eq(groups.subcourseId, subcourseId),
        isNotNull(groups.leadId),
        sql`not exists (select 1 from ${enrolments} where ${enrolments.subcourseId} = ${subcourseId} and ${enrolments.studentId} = ${groups.leadId} and ${enrolments.groupId} = ${groups.id})`,
      ),
    );
}

/** Logs one board save; a project publish's version references the row. */
export async function insertAllocationLog(db: DbOrTx, values: typeof allocationLogs.$inferInsert) {
  const [row] = await db.insert(allocationLogs).values(values).returning({
    id: allocationLogs.id,
    publishedBy: allocationLogs.publishedBy,
    publishedAt: allocationLogs.publishedAt,
    override: allocationLogs.override,
  });
  return row!;
}

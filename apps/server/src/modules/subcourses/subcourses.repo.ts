import { and, asc, eq, inArray, is, ne, sql, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { outer } from '../../db/outer';
import { listClientsOfProjects } from '../projects/projects.repo';
import { preparedOnce } from '../../db/prepared';
import {
  clients,
  courses,
  enrolments,
  groups,
  projectClients,
  projects,
  staffMemberships,
  students,
  subcourseClients,
  subcourseProjects,
  subcourses,
} from '../../db/schema';

export type SubcourseRow = typeof subcourses.$inferSelect;
export type NewSubcourse = typeof subcourses.$inferInsert;

export const findSubcourse = async (db: DbOrTx, id: string) =>
  (await db.select().from(subcourses).where(eq(subcourses.id, id)).limit(1))[0];

/** Locks S's row for the rest of the transaction, so lifecycle changes apply one at a time. */
export const lockSubcourse = async (db: DbOrTx, id: string) =>
  (await db.select().from(subcourses).where(eq(subcourses.id, id)).for('update').limit(1))[0];

/**
 * The terms of the caller's course with that code, and whether its offering in `term` of `year`
 * exists already; undefined when the caller owns no such course.
 */
export async function findOwnedCourseOffering(
  db: DbOrTx,
  ownerId: string,
  code: string,
  term: number,
  year: number,
) {
  const [row] = await db
    .select({
      terms: courses.terms,
      // A bare "code" inside the subquery would be the subquery's own (code = code).
      offeringTaken: sql<boolean>`exists (select 1 from ${subcourses} as s where s.code = ${outer(courses.code)} and s.term = ${term} and s.year = ${year})`,
    })
    .from(courses)
    .where(and(eq(courses.code, code), eq(courses.ownerId, ownerId)))
    .limit(1);
  return row;
}

export async function offeringExists(db: DbOrTx, code: string, term: number, year: number) {
  const rows = await db
    .select({ id: subcourses.id })
    .from(subcourses)
    .where(and(eq(subcourses.code, code), eq(subcourses.term, term), eq(subcourses.year, year)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The offerings of parent course `courseId` created in the last `windowMs`, counted with the
 * course's row locked so that two creations at once (on any process) are counted one after the
 * other. Times are the database's: `oldestMs` and `nowMs` give how long until the oldest leaves
 * the window.
 */
export async function lockAndCountRecentOfferings(tx: DbOrTx, courseId: string, windowMs: number) {
  await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      oldestMs: sql<
        string | null
      >`(extract(epoch from min(${subcourses.createdAt})) * 1000)::bigint`,
      nowMs: sql<string>`(extract(epoch from now()) * 1000)::bigint`,
    })
    .from(subcourses)
    .where(
      and(
        eq(subcourses.parentCourseId, courseId),
        sql`${subcourses.createdAt} > now() - make_interval(secs => ${windowMs / 1000})`,
      ),
    );
  return { count: row!.count, oldestMs: Number(row!.oldestMs ?? 0), nowMs: Number(row!.nowMs) };
}

export async function insertSubcourse(db: DbOrTx, values: NewSubcourse) {
  const [row] = await db.insert(subcourses).values(values).returning();
  return row!;
}

export async function insertStaffMembership(
  db: DbOrTx,
  values: typeof staffMemberships.$inferInsert,
) {
  await db.insert(staffMemberships).values(values).onConflictDoNothing();
}

/**
 * Links S to the parent's projects that are offered in S's term (status available or
 * unavailable, `terms` containing it) and to their clients, deduplicated. Returns the clients.
 */
export async function linkTermProjects(
  db: DbOrTx,
  subcourse: { id: string; parentCourseId: string; term: number },
) {
  const termProjects = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.courseId, subcourse.parentCourseId),
        inArray(projects.status, ['available', 'unavailable']),
        sql`${projects.terms} @> ${JSON.stringify([subcourse.term])}::jsonb`,
      ),
    );
  const projectIds = termProjects.map((row) => row.id);
  if (projectIds.length === 0) return [];
  await db
    .insert(subcourseProjects)
    .values(projectIds.map((projectId) => ({ subcourseId: subcourse.id, projectId })))
    .onConflictDoNothing();
  const projectClientRows = await db
    .selectDistinct({ id: clients.id, name: clients.name, companyName: clients.companyName })
    .from(projectClients)
    .innerJoin(clients, eq(clients.id, projectClients.clientId))
    .where(inArray(projectClients.projectId, projectIds))
    .orderBy(asc(clients.name), asc(clients.id));
  if (projectClientRows.length > 0) {
    await db
      .insert(subcourseClients)
      .values(
        projectClientRows.map((client) => ({ subcourseId: subcourse.id, clientId: client.id })),
      )
      .onConflictDoNothing();
  }
  return projectClientRows;
}

export async function updateSettings(
  db: DbOrTx,
  id: string,
  values: Pick<
    NewSubcourse,
    | 'name'
    | 'maxGroupSize'
    | 'clientQuestionnaire'
    | 'projectPreferenceForm'
    | 'isDefault'
    | 'preferenceRelease'
  >,
) {
  const [row] = await db.update(subcourses).set(values).where(eq(subcourses.id, id)).returning();
  return row!;
}

/** Archives S: inactive, archived (now), and its projects leave it as `unavailable`. */
export async function archiveSubcourse(db: DbOrTx, id: string) {
  await db
    .update(subcourses)
    .set({ isArchived: true, isActive: false, archivedAt: sql`now()` })
    .where(eq(subcourses.id, id));
  await db
    .update(projects)
    .set({ status: 'unavailable', subcourseId: null })
    .where(eq(projects.subcourseId, id));
}

export async function hasActiveSibling(
  db: DbOrTx,
  subcourse: { id: string; parentCourseId: string },
) {
  const rows = await db
    .select({ id: subcourses.id })
    .from(subcourses)
    .where(
      and(
        eq(subcourses.parentCourseId, subcourse.parentCourseId),
        ne(subcourses.id, subcourse.id),
        eq(subcourses.isActive, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Activates S (the partial unique index refuses a second active sibling) and makes its term's
 * projects available in S: the list is refreshed first so projects approved since S was created
 * are offered too. Returns the clients of those projects.
 */
export async function activateSubcourse(db: DbOrTx, subcourse: SubcourseRow) {
  await db.update(subcourses).set({ isActive: true }).where(eq(subcourses.id, subcourse.id));
  const termClients = await linkTermProjects(db, subcourse);
  await db
    .update(projects)
    .set({ status: 'available', subcourseId: subcourse.id })
    .where(
      and(
        inArray(projects.status, ['available', 'unavailable']),
        inArray(
          projects.id,
          db
            .select({ id: subcourseProjects.projectId })
            .from(subcourseProjects)
            .where(eq(subcourseProjects.subcourseId, subcourse.id)),
        ),
      ),
    );
  return termClients;
}

const enrolledStudentsQuery = (db: DbOrTx, subcourseId: string | Placeholder) =>
  db
    .select({
      id: students.id,
      name: students.name,
      email: students.email,
      zid: students.zid,
      year: students.year,
      image: students.image,
      experiences: students.experiences,
      tutorial: enrolments.tutorial,
      groupId: enrolments.groupId,
      draftAlloc: enrolments.draftAlloc,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(eq(enrolments.subcourseId, subcourseId))
    .orderBy(asc(students.name), asc(students.zid));

/**
 * Enrolled students of S with their enrolment, sorted by name. Three staff screens load this
 * list, so outside a transaction its statement is built once and prepared.
 */
export async function listEnrolledStudents(db: DbOrTx, subcourseId: string) {
  if (is(db, PgTransaction)) return enrolledStudentsQuery(db, subcourseId);
  const statement = preparedOnce(db as Db, 'enrolled_students', (name) =>
    enrolledStudentsQuery(db, sql.placeholder('subcourseId')).prepare(name),
  );
  return statement.execute({ subcourseId });
}
export type EnrolledStudentRow = Awaited<ReturnType<typeof listEnrolledStudents>>[number];

/** Every group of S (empty ones too) with the published project's clients. */
export async function listStaffGroups(db: DbOrTx, subcourseId: string) {
  const groupRows = await db
    .select({
      id: groups.id,
      name: groups.name,
      tutorial: groups.tutorial,
      draftAlloc: groups.draftAlloc,
      projectId: groups.projectId,
      projectName: projects.name,
    })
    .from(groups)
    .leftJoin(projects, eq(projects.id, groups.projectId))
    .where(eq(groups.subcourseId, subcourseId))
    .orderBy(asc(groups.tutorial), asc(groups.name));
  const projectIds = [...new Set(groupRows.flatMap((g) => (g.projectId ? [g.projectId] : [])))];
  const clientRows = projectIds.length ? await listClientsOfProjects(db, projectIds) : [];
  return { groupRows, clientRows };
}

/** `is_default`: S's forms become the parent's defaults for the next subcourse. */
export async function setParentDefaultForms(
  db: DbOrTx,
  parentCourseId: string,
  forms: Pick<NewSubcourse, 'clientQuestionnaire' | 'projectPreferenceForm'>,
) {
  await db
    .update(courses)
    .set({
      defClientQuestionnaire: forms.clientQuestionnaire,
      defProjectPreferenceForm: forms.projectPreferenceForm,
    })
    .where(eq(courses.id, parentCourseId));
}

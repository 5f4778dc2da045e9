import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrolments, projects, students } from '../../db/schema';
import { projectCardColumns } from '../clients/client-projects.repo';

const enrolment = (subcourseId: string, studentId: string) =>
  and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId));
const asJsonList = (projectId: string) => sql`jsonb_build_array(${projectId}::text)`;

/** True when the project is offered to students of S right now. */
export async function isAvailableIn(db: DbOrTx, projectId: string, subcourseId: string) {
  const rows = await db
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
  return rows.length > 0;
}

/**
 * Appends the project to the wishlist in one statement unless it is already there; a
 * concurrent add of the same project re-checks the condition on the updated row, so it can
 * never be listed twice.
 */
export async function addToWishlist(
  db: DbOrTx,
  subcourseId: string,
  studentId: string,
  projectId: string,
) {
  await db
    .update(enrolments)
    .set({ wishlist: sql`${enrolments.wishlist} || ${asJsonList(projectId)}` })
    .where(
      and(
        enrolment(subcourseId, studentId),
        sql`not (${enrolments.wishlist} @> ${asJsonList(projectId)})`,
      ),
    );
}

/** Removes every occurrence of the project from the wishlist; absent is not an error. */
export async function removeFromWishlist(
  db: DbOrTx,
  subcourseId: string,
  studentId: string,
  projectId: string,
) {
  await db
    .update(enrolments)
    .set({ wishlist: sql`${enrolments.wishlist} - ${projectId}::text` })
    .where(enrolment(subcourseId, studentId));
}

/** Whether the student's wishlist in S holds the project. */
export async function isInWishlist(
  db: DbOrTx,
  subcourseId: string,
  studentId: string,
  projectId: string,
) {
  const [row] = await db
    .select({ liked: sql<boolean>`${enrolments.wishlist} @> ${asJsonList(projectId)}` })
    .from(enrolments)
    .where(enrolment(subcourseId, studentId));
  return !!row?.liked;
}

/** A student's enrolment in S with name, group and wishlist; undefined when not enrolled. */
export async function findEnrolledStudent(db: DbOrTx, subcourseId: string, studentId: string) {
  const [row] = await db
    .select({
      id: students.id,
      name: students.name,
      groupId: enrolments.groupId,
      wishlist: enrolments.wishlist,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(enrolment(subcourseId, studentId));
  return row;
}

export async function findGroupId(db: DbOrTx, subcourseId: string, studentId: string) {
  const [row] = await db
    .select({ groupId: enrolments.groupId })
    .from(enrolments)
    .where(enrolment(subcourseId, studentId));
  return row?.groupId ?? null;
}

/** Cards of the listed projects of the course, optionally only the available ones. */
export async function listProjectCards(
  db: DbOrTx,
  courseId: string,
  projectIds: string[],
  availableOnly: boolean,
) {
  if (projectIds.length === 0) return [];
  return db
    .select(projectCardColumns)
    .from(projects)
    .where(
      and(
        eq(projects.courseId, courseId),
        inArray(projects.id, projectIds),
        availableOnly ? eq(projects.status, 'available') : undefined,
      ),
    );
}

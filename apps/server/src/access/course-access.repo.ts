import { and, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outer } from '../db/outer';
import { courseClients, courses, enrolments, staffMemberships, subcourses } from '../db/schema';
import type { Actor } from '../lib/context';
import { cachedAccess } from './access-cache';
import type { CourseAccess } from './access-facts';

/** The outer query's course id, for the correlated subqueries below. */
const outerCourseId = outer(courses.id);

/** Loads every fact the course policy needs in one round trip; undefined when C does not exist. */
export function loadCourseAccess(
  db: DbOrTx,
  actor: Actor | null,
  courseId: string,
): Promise<CourseAccess | undefined> {
  const type = actor?.type;
  const id = actor?.id ?? '';
  return cachedAccess(db, `course:${type ?? 'public'}:${id}:${courseId}`, async () => {
    const staffsASubcourse =
      type === 'staff'
        ? exists(
            db
              .select({ one: sql`1` })
              .from(staffMemberships)
              .innerJoin(subcourses, eq(subcourses.id, staffMemberships.subcourseId))
              .where(
                and(
                  sql`${subcourses.parentCourseId} = ${outerCourseId}`,
                  eq(staffMemberships.staffId, id),
                ),
              ),
          )
        : sql<boolean>`false`;
    const isClient =
      type === 'client'
        ? exists(
            db
              .select({ one: sql`1` })
              .from(courseClients)
              .where(
                and(
                  sql`${courseClients.courseId} = ${outerCourseId}`,
                  eq(courseClients.clientId, id),
                ),
              ),
          )
        : sql<boolean>`false`;
    const isEnrolled =
      type === 'student'
        ? exists(
            db
              .select({ one: sql`1` })
              .from(enrolments)
              .innerJoin(subcourses, eq(subcourses.id, enrolments.subcourseId))
              .where(
                and(
                  sql`${subcourses.parentCourseId} = ${outerCourseId}`,
                  eq(enrolments.studentId, id),
                ),
              ),
          )
        : sql<boolean>`false`;
    const [row] = await db
      .select({
        courseId: courses.id,
        ownerId: courses.ownerId,
        staffsASubcourse: sql<boolean>`${staffsASubcourse}`,
        isClient: sql<boolean>`${isClient}`,
        isEnrolled: sql<boolean>`${isEnrolled}`,
      })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    if (!row) return undefined;
    return {
      courseId: row.courseId,
      isOwner: type === 'staff' && row.ownerId === id,
      staffsASubcourse: !!row.staffsASubcourse,
      isClient: !!row.isClient,
      isEnrolled: !!row.isEnrolled,
    };
  });
}

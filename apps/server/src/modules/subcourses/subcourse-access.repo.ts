import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courseClients, courses, enrolments, staffMemberships, subcourses } from '../../db/schema';
import type { Actor } from '../../lib/context';
import type { SubcourseAccess } from '../../policies/subcourse.policy';

/**
 * Loads every fact the subcourse policy needs in one round trip. Undefined when S does not
 * exist; the policy turns "exists but unrelated" into the same 404.
 */
export async function loadSubcourseAccess(
  db: DbOrTx,
  actor: Actor,
  subcourseId: string,
): Promise<SubcourseAccess | undefined> {
  const isStaff = actor.type === 'staff';
  const isStudent = actor.type === 'student';
  const isClient = actor.type === 'client';
  const [row] = await db
    .select({
      subcourseId: subcourses.id,
      parentCourseId: subcourses.parentCourseId,
      isArchived: subcourses.isArchived,
      isActive: subcourses.isActive,
      ownerId: courses.ownerId,
      staffRole: staffMemberships.role,
      tutorials: staffMemberships.tutorials,
      enrolledStudent: enrolments.studentId,
      client: courseClients.clientId,
    })
    .from(subcourses)
    .innerJoin(courses, eq(courses.id, subcourses.parentCourseId))
    .leftJoin(
      staffMemberships,
      and(
        eq(staffMemberships.subcourseId, subcourses.id),
        eq(staffMemberships.staffId, isStaff ? actor.id : ''),
      ),
    )
    .leftJoin(
      enrolments,
      and(
        eq(enrolments.subcourseId, subcourses.id),
        eq(enrolments.studentId, isStudent ? actor.id : ''),
      ),
    )
    .leftJoin(
      courseClients,
      and(
        eq(courseClients.courseId, subcourses.parentCourseId),
        eq(courseClients.clientId, isClient ? actor.id : ''),
      ),
    )
    .where(eq(subcourses.id, subcourseId))
    .limit(1);
  if (!row) return undefined;
  return {
    subcourseId: row.subcourseId,
    parentCourseId: row.parentCourseId,
    staffRole: isStaff ? (row.staffRole ?? null) : null,
    tutorials: row.tutorials ?? [],
    isOwnerOfCourse: isStaff && row.ownerId === actor.id,
    isEnrolled: isStudent && row.enrolledStudent !== null,
    isClientOfCourse: isClient && row.client !== null,
    isArchived: row.isArchived,
    isActive: row.isActive,
  };
}

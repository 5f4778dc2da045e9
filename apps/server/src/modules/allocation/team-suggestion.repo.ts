import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrolments, groups, students } from '../../db/schema';

/** Every group of S with its tutorial. */
export function listSubcourseGroups(db: DbOrTx, subcourseId: string) {
  return db
    .select({ id: groups.id, name: groups.name, tutorial: groups.tutorial })
    .from(groups)
    .where(eq(groups.subcourseId, subcourseId));
}

/**
 * Every student enrolled in S with what team formation weighs: tutorial, group, wishlist, the
 * individual ranking and the experience titles (as skills).
 */
export function listEnrolledStudents(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      id: students.id,
      name: students.name,
      experiences: students.experiences,
      tutorial: enrolments.tutorial,
      groupId: enrolments.groupId,
      wishlist: enrolments.wishlist,
      preferences: enrolments.preferences,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(eq(enrolments.subcourseId, subcourseId));
}
export type EnrolledStudent = Awaited<ReturnType<typeof listEnrolledStudents>>[number];

import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enrolments, staff, staffMemberships, students, subcourses } from '../../db/schema';

/** Each enrolled student's zID and tutorial in S. */
export function listEnrolledZids(db: DbOrTx, subcourseId: string) {
  return db
    .select({ zid: students.zid, tutorial: enrolments.tutorial })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(eq(enrolments.subcourseId, subcourseId));
}

/** Every tutorial S knows: of its students and of its staff. */
export async function listTutorials(db: DbOrTx, subcourseId: string): Promise<string[]> {
  const [studentRows, staffRows] = await Promise.all([
    db
      .selectDistinct({ tutorial: enrolments.tutorial })
      .from(enrolments)
      .where(eq(enrolments.subcourseId, subcourseId)),
    db
      .select({ tutorials: staffMemberships.tutorials })
      .from(staffMemberships)
      .where(eq(staffMemberships.subcourseId, subcourseId)),
  ]);
  const all = new Set<string>();
  for (const row of studentRows) if (row.tutorial) all.add(row.tutorial);
  for (const row of staffRows) row.tutorials.forEach((t) => all.add(t));
  return [...all].sort();
}

export async function findStudentEnrolment(db: DbOrTx, subcourseId: string, studentId: string) {
  const [row] = await db
    .select({ tutorial: enrolments.tutorial })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)));
  return row;
}

export async function findStaffRole(db: DbOrTx, subcourseId: string, staffId: string) {
  const [row] = await db
    .select({ role: staffMemberships.role })
    .from(staffMemberships)
    .where(
      and(eq(staffMemberships.subcourseId, subcourseId), eq(staffMemberships.staffId, staffId)),
    );
  return row?.role ?? null;
}

/** zIDs of the course admins of S (the sync leaves them as they are). */
export async function listCourseAdminZids(db: DbOrTx, subcourseId: string) {
  const rows = await db
    .select({ zid: staff.zid })
    .from(staffMemberships)
    .innerJoin(staff, eq(staff.id, staffMemberships.staffId))
    .where(
      and(eq(staffMemberships.subcourseId, subcourseId), eq(staffMemberships.role, 'course admin')),
    );
  return new Set(rows.map((r) => r.zid));
}

/** Name, email and zID of a student or staff account, as an import row needs them. */
export async function findPerson(db: DbOrTx, type: 'student' | 'staff', id: string) {
  const table = type === 'student' ? students : staff;
  const [row] = await db
    .select({ id: table.id, name: table.name, email: table.email, zid: table.zid })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

export async function isSubcourseArchived(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({ isArchived: subcourses.isArchived })
    .from(subcourses)
    .where(eq(subcourses.id, subcourseId));
  return row?.isArchived ?? true;
}

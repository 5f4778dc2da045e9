import { and, asc, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  channelMembers,
  courseClients,
  courses,
  enrolments,
  staffMemberships,
  subcourses,
} from '../../db/schema';
import { courseCardColumns } from '../courses/courses.repo';

/** Subcourses `staffId` staffs, as a subquery. */
const staffedSubcourseIds = (db: DbOrTx, staffId: string) =>
  db
    .select({ id: staffMemberships.subcourseId })
    .from(staffMemberships)
    .where(eq(staffMemberships.staffId, staffId));

const enrolmentColumns = {
  subcourseId: enrolments.subcourseId,
  tutorial: enrolments.tutorial,
  groupId: enrolments.groupId,
  draftAlloc: enrolments.draftAlloc,
  preferences: enrolments.preferences,
  wishlist: enrolments.wishlist,
};
export type EnrolmentRow = {
  subcourseId: string;
  tutorial: string | null;
  groupId: string | null;
  draftAlloc: string | null;
  preferences: { project: string; notes: string; rank: number }[];
  wishlist: string[];
};

/** A student's own enrolments (`StudentSelf.subcourses`). */
export async function listEnrolments(db: DbOrTx, studentId: string): Promise<EnrolmentRow[]> {
  return db
    .select(enrolmentColumns)
    .from(enrolments)
    .where(eq(enrolments.studentId, studentId))
    .orderBy(asc(enrolments.createdAt));
}

/** The student's enrolments in subcourses `staffId` staffs (`StudentStaff.subcourses`). */
export async function listEnrolmentsStaffedBy(db: DbOrTx, studentId: string, staffId: string) {
  return db
    .select(enrolmentColumns)
    .from(enrolments)
    .where(
      and(
        eq(enrolments.studentId, studentId),
        inArray(enrolments.subcourseId, staffedSubcourseIds(db, staffId)),
      ),
    )
    .orderBy(asc(enrolments.createdAt));
}

export async function studentsShareSubcourse(db: DbOrTx, a: string, b: string) {
  const other = alias(enrolments, 'other');
  const rows = await db
    .select({ one: sql`1` })
    .from(enrolments)
    .innerJoin(other, and(eq(other.subcourseId, enrolments.subcourseId), eq(other.studentId, b)))
    .where(eq(enrolments.studentId, a))
    .limit(1);
  return rows.length > 0;
}

type AccountRef = { type: 'student' | 'staff' | 'client'; id: string };

/** A chat channel both accounts are members of (e.g. a project group channel), as a subquery. */
export function sharedChannelQuery(db: DbOrTx, a: AccountRef, b: AccountRef) {
  const other = alias(channelMembers, 'other');
  return db
    .select({ one: sql`1` })
    .from(channelMembers)
    .innerJoin(
      other,
      and(
        eq(other.channelId, channelMembers.channelId),
        eq(other.accountType, b.type),
        eq(other.accountId, b.id),
      ),
    )
    .where(and(eq(channelMembers.accountType, a.type), eq(channelMembers.accountId, a.id)));
}

export async function shareChannel(db: DbOrTx, a: AccountRef, b: AccountRef) {
  const rows = await sharedChannelQuery(db, a, b).limit(1);
  return rows.length > 0;
}

export async function staffShareSubcourse(db: DbOrTx, a: string, b: string) {
  const rows = await db
    .select({ one: sql`1` })
    .from(staffMemberships)
    .where(
      and(
        eq(staffMemberships.staffId, b),
        inArray(staffMemberships.subcourseId, staffedSubcourseIds(db, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A staff account's per-subcourse roles (`StaffSelf.classes`). */
export async function listClasses(db: DbOrTx, staffId: string) {
  return db
    .select({
      subcourseId: staffMemberships.subcourseId,
      role: staffMemberships.role,
      tutorials: staffMemberships.tutorials,
    })
    .from(staffMemberships)
    .where(eq(staffMemberships.staffId, staffId))
    .orderBy(asc(staffMemberships.createdAt));
}

/** Courses the client applied to, optionally only those `staffId` is staff of. */
export async function listClientCourseIds(db: DbOrTx, clientId: string, staffId?: string) {
  const staffOfCourse = staffId
    ? or(
        eq(courses.ownerId, staffId),
        exists(
          db
            .select({ one: sql`1` })
            .from(staffMemberships)
            .innerJoin(subcourses, eq(subcourses.id, staffMemberships.subcourseId))
            .where(
              and(eq(subcourses.parentCourseId, courses.id), eq(staffMemberships.staffId, staffId)),
            ),
        ),
      )
    : undefined;
  const rows = await db
    .select({ id: courseClients.courseId })
    .from(courseClients)
    .innerJoin(courses, eq(courses.id, courseClients.courseId))
    .where(and(eq(courseClients.clientId, clientId), staffOfCourse))
    .orderBy(asc(courseClients.appliedAt), asc(courses.code));
  return rows.map((row) => row.id);
}

const subcourseCardColumns = {
  id: subcourses.id,
  name: subcourses.name,
  code: subcourses.code,
  year: subcourses.year,
  term: subcourses.term,
  color: subcourses.color,
  parentCourseId: subcourses.parentCourseId,
  isActive: subcourses.isActive,
  isArchived: subcourses.isArchived,
  description: courses.description,
};

/** Active subcourses the student is enrolled in. */
export async function listActiveEnrolledSubcourses(db: DbOrTx, studentId: string) {
  return db
    .select(subcourseCardColumns)
    .from(enrolments)
    .innerJoin(subcourses, eq(subcourses.id, enrolments.subcourseId))
    .innerJoin(courses, eq(courses.id, subcourses.parentCourseId))
    .where(and(eq(enrolments.studentId, studentId), eq(subcourses.isActive, true)))
    .orderBy(asc(subcourses.code), desc(subcourses.year), desc(subcourses.term));
}

/** Every subcourse the staff account staffs, with its role there. */
export async function listStaffedSubcourses(db: DbOrTx, staffId: string) {
  return db
    .select({ ...subcourseCardColumns, role: staffMemberships.role })
    .from(staffMemberships)
    .innerJoin(subcourses, eq(subcourses.id, staffMemberships.subcourseId))
    .innerJoin(courses, eq(courses.id, subcourses.parentCourseId))
    .where(eq(staffMemberships.staffId, staffId))
    .orderBy(desc(subcourses.year), desc(subcourses.term), asc(subcourses.code));
}

/** Parent courses the client applied to, as card rows. */
export async function listAppliedCourseCards(db: DbOrTx, clientId: string) {
  return db
    .select(courseCardColumns)
    .from(courseClients)
    .innerJoin(courses, eq(courses.id, courseClients.courseId))
    .where(eq(courseClients.clientId, clientId))
    .orderBy(asc(courses.code));
}

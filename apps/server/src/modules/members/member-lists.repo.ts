import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clients,
  courseClients,
  emailOutbox,
  enrolments,
  externalIdentities,
  projectClients,
  projects,
  staff,
  staffMemberships,
  students,
  subcourseProjects,
} from '../../db/schema';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The latest access-code email of each row's account, as a lateral subquery: one index probe
 * (`email_outbox_account`) per member, inside the list's own statement. An account that has set
 * its password matches no row, so its state is null whatever the outbox still holds.
 */
function latestAccessEmail(
  db: DbOrTx,
  type: 'student' | 'staff',
  accountId: PgColumn,
  passwordHash: PgColumn,
) {
  return db
    .select({
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.accountType, type),
        eq(emailOutbox.accountId, accountId),
        eq(emailOutbox.kind, 'access-code'),
        isNull(passwordHash),
      ),
    )
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1)
    .as('access_email');
}

const JOIN_EACH: SQL = sql`true`;

/** Enrolled students of S as the members overview shows them, with their access-code email. */
export async function listMemberStudents(db: DbOrTx, subcourseId: string) {
  const mail = latestAccessEmail(db, 'student', students.id, students.passwordHash);
  return db
    .select({
      id: students.id,
      name: students.name,
      email: students.email,
      tutorial: enrolments.tutorial,
      groupId: enrolments.groupId,
      hasPassword: sql<boolean>`${students.passwordHash} is not null`,
      accessStatus: mail.status,
      accessQueuedAt: mail.createdAt,
      accessSentAt: mail.sentAt,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .leftJoinLateral(mail, JOIN_EACH)
    .where(eq(enrolments.subcourseId, subcourseId));
}
export type MemberStudentRow = Awaited<ReturnType<typeof listMemberStudents>>[number];

/** Staff of S with their role there and their access-code email. */
export async function listSubcourseStaff(db: DbOrTx, subcourseId: string) {
  const mail = latestAccessEmail(db, 'staff', staff.id, staff.passwordHash);
  return db
    .select({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: staffMemberships.role,
      tutorials: staffMemberships.tutorials,
      hasPassword: sql<boolean>`${staff.passwordHash} is not null`,
      accessStatus: mail.status,
      accessQueuedAt: mail.createdAt,
      accessSentAt: mail.sentAt,
    })
    .from(staffMemberships)
    .innerJoin(staff, eq(staff.id, staffMemberships.staffId))
    .leftJoinLateral(mail, JOIN_EACH)
    .where(eq(staffMemberships.subcourseId, subcourseId));
}

export type SubcourseStaffRow = Awaited<ReturnType<typeof listSubcourseStaff>>[number];

/**
 * The issuers (university sign-in provider, LMS platforms) each of these accounts is linked to;
 * one index probe per account type.
 */
export async function listIdentityIssuers(
  db: DbOrTx,
  accounts: { type: 'student' | 'staff'; ids: string[] }[],
) {
  const wanted = accounts.filter((group) => group.ids.length > 0);
  if (wanted.length === 0) return [];
  return db
    .selectDistinct({
      accountType: externalIdentities.accountType,
      accountId: externalIdentities.accountId,
      issuer: externalIdentities.issuer,
    })
    .from(externalIdentities)
    .where(
      or(
        ...wanted.map((group) =>
          and(
            eq(externalIdentities.accountType, group.type),
            inArray(externalIdentities.accountId, group.ids),
          ),
        ),
      ),
    );
}

/** Clients that applied to the parent course, sorted by name. */
export async function listCourseClients(db: DbOrTx, courseId: string) {
  return db
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      companyName: clients.companyName,
      isVerified: clients.isVerified,
    })
    .from(courseClients)
    .innerJoin(clients, eq(clients.id, courseClients.clientId))
    .where(eq(courseClients.courseId, courseId))
    .orderBy(asc(clients.name), asc(clients.id));
}
export type CourseClientRow = Awaited<ReturnType<typeof listCourseClients>>[number];

/** The projects of S (its list, or available in it) owned by each of the clients. */
export async function listClientProjectsInSubcourse(
  db: DbOrTx,
  subcourseId: string,
  clientIds: string[],
) {
  if (clientIds.length === 0) return [];
  const inSubcourse = db
    .select({ id: subcourseProjects.projectId })
    .from(subcourseProjects)
    .where(eq(subcourseProjects.subcourseId, subcourseId));
  return db
    .selectDistinct({
      clientId: projectClients.clientId,
      id: projects.id,
      name: projects.name,
      projNo: projects.projNo,
    })
    .from(projectClients)
    .innerJoin(projects, eq(projects.id, projectClients.projectId))
    .where(
      and(
        inArray(projectClients.clientId, clientIds),
        or(eq(projects.subcourseId, subcourseId), inArray(projects.id, inSubcourse)),
      ),
    )
    .orderBy(asc(projects.projNo));
}

export async function countUnallocatedStudents(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), isNull(enrolments.groupId)));
  return row?.n ?? 0;
}

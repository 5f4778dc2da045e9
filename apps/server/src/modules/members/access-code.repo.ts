import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailOutbox, enrolments, staff, staffMemberships, students } from '../../db/schema';

export interface MemberAccount {
  type: 'student' | 'staff';
  id: string;
  name: string;
  email: string;
  hasPassword: boolean;
}

/**
 * The account `accountId` names among the members of S: an enrolled student or a staff member of
 * S, in one statement. Account ids are random UUIDs in separate tables, so at most one branch
 * matches in practice; a student is preferred should both ever do.
 */
export async function findSubcourseMemberAccount(
  db: DbOrTx,
  subcourseId: string,
  accountId: string,
): Promise<MemberAccount | undefined> {
  const enrolled = db
    .select({
      type: sql<'student' | 'staff'>`'student'`.as('type'),
      id: students.id,
      name: students.name,
      email: students.email,
      hasPassword: sql<boolean>`${students.passwordHash} is not null`.as('has_password'),
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, accountId)));
  const staffed = db
    .select({
      type: sql<'student' | 'staff'>`'staff'`.as('type'),
      id: staff.id,
      name: staff.name,
      email: staff.email,
      hasPassword: sql<boolean>`${staff.passwordHash} is not null`.as('has_password'),
    })
    .from(staffMemberships)
    .innerJoin(staff, eq(staff.id, staffMemberships.staffId))
    .where(
      and(eq(staffMemberships.subcourseId, subcourseId), eq(staffMemberships.staffId, accountId)),
    );
  const rows = await enrolled.unionAll(staffed);
  return rows.find((row) => row.type === 'student') ?? rows[0];
}

/** Whether the account has set a password (undefined if it is gone), read inside a transaction. */
export async function accountHasPassword(db: DbOrTx, type: 'student' | 'staff', id: string) {
  const table = type === 'student' ? students : staff;
  const [row] = await db
    .select({ hasPassword: sql<boolean>`${table.passwordHash} is not null` })
    .from(table)
    .where(eq(table.id, id));
  return row?.hasPassword;
}

/**
 * Drops the account's access-code mails still waiting to be sent: a new code voids theirs, and a
 * late mail with a dead code would only confuse its reader. A mail a worker is sending, or has
 * sent or given up on, stays as the record of what happened.
 */
export async function dropWaitingAccessMails(db: DbOrTx, type: 'student' | 'staff', id: string) {
  await db
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.accountType, type),
        eq(emailOutbox.accountId, id),
        eq(emailOutbox.kind, 'access-code'),
        eq(emailOutbox.status, 'pending'),
      ),
    );
}

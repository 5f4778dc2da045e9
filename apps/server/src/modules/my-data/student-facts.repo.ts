import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outer } from '../../db/outer';
import { auditEvents, clients, enrolments, students } from '../../db/schema';
import type { StudentInOffering } from '../../policies/my-data.policy';

/**
 * How a student stands towards S, in one statement: whether the account exists (and is not
 * deleted), is enrolled in S, and was removed from S (the trail's `members.remove_student`).
 */
export async function loadStudentInOffering(
  db: DbOrTx,
  subcourseId: string,
  studentId: string,
): Promise<StudentInOffering & { name: string; email: string }> {
  const [row] = await db
    .select({
      name: students.name,
      email: students.email,
      enrolledInS: sql<boolean>`exists (select 1 from ${enrolments} where ${enrolments.studentId} = ${outer(students.id)} and ${enrolments.subcourseId} = ${subcourseId})`,
      removedFromS: sql<boolean>`exists (select 1 from ${auditEvents} where ${auditEvents.subjectId} = ${outer(students.id)} and ${auditEvents.subcourseId} = ${subcourseId} and ${auditEvents.action} = 'members.remove_student')`,
    })
    .from(students)
    .where(and(eq(students.id, studentId), sql`${students.deletedAt} is null`))
    .limit(1);
  if (!row) {
    return {
      exists: false,
      enrolledInS: false,
      removedFromS: false,
      name: '',
      email: '',
    };
  }
  return { exists: true, ...row };
}

/**
 * An account that is not deleted, with what its erasure needs, or undefined. In a transaction
 * `lock` holds the row, so that two deletions of one account (or a deletion and an erasure by
 * staff) run one at a time.
 */
export async function findLiveAccount(
  db: DbOrTx,
  type: 'student' | 'client',
  id: string,
  options: { lock?: boolean } = {},
) {
  const table = type === 'student' ? students : clients;
  const query = db
    .select({
      id: table.id,
      name: table.name,
      email: table.email,
      passwordHash: table.passwordHash,
    })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

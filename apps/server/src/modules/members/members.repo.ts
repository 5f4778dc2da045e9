import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  channelMembers,
  channels,
  courses,
  enrolments,
  groups,
  staff,
  staffMemberships,
  students,
  subcourses,
} from '../../db/schema';

type AccountType = 'student' | 'staff';
const TABLES = { student: students, staff } as const;

/** The subcourse an import writes to, with what its emails and group rule need. */
export async function findImportTarget(db: DbOrTx, subcourseId: string) {
  const [row] = await db
    .select({
      id: subcourses.id,
      code: subcourses.code,
      subcourseName: subcourses.name,
      term: subcourses.term,
      year: subcourses.year,
      maxGroupSize: subcourses.maxGroupSize,
      parentCourseId: subcourses.parentCourseId,
      courseName: courses.name,
    })
    .from(subcourses)
    .innerJoin(courses, eq(courses.id, subcourses.parentCourseId))
    .where(eq(subcourses.id, subcourseId))
    .limit(1);
  return row;
}
export type ImportTarget = NonNullable<Awaited<ReturnType<typeof findImportTarget>>>;

export interface AccountKey {
  id: string;
  zid: string;
  email: string;
  name: string;
  /** False for a self-registered account that never proved its email. */
  verified: boolean;
}

/** Accounts of one type holding any of the zIDs or emails: one query for a whole import. */
export async function findAccountsByZidsOrEmails(
  db: DbOrTx,
  type: AccountType,
  zids: string[],
  emails: string[],
): Promise<AccountKey[]> {
  if (zids.length === 0 && emails.length === 0) return [];
  const table = TABLES[type];
  return db
    .select({
      id: table.id,
      zid: table.zid,
      email: table.email,
      name: table.name,
      verified: sql<boolean>`${table.emailVerifiedAt} is not null`,
    })
    .from(table)
    .where(or(inArray(table.zid, zids), inArray(table.email, emails)));
}

/**
 * An import meets an account that never verified its email: the import's row replaces what a
 * self-registration claimed. The password is cleared and `password_changed_at` moves so that
 * every token issued before is refused; the account then counts as import-created (verified,
 * and a tutor for staff). False when the account was verified meanwhile.
 */
export async function takeOverUnverified(
  db: DbOrTx,
  type: AccountType,
  id: string,
  values: { name: string; email: string; zid: string },
  at: Date,
) {
  const reset = { ...values, passwordHash: null, passwordChangedAt: at, emailVerifiedAt: at };
  const rows =
    type === 'staff'
      ? await db
          .update(staff)
          .set({ ...reset, role: 'tutor' })
          .where(and(eq(staff.id, id), isNull(staff.emailVerifiedAt)))
          .returning({ id: staff.id })
      : await db
          .update(students)
          .set(reset)
          .where(and(eq(students.id, id), isNull(students.emailVerifiedAt)))
          .returning({ id: students.id });
  return rows.length > 0;
}

/** Inserts an account without a password; undefined when its zID or email was taken meanwhile. */
export async function insertAccountWithoutPassword(
  db: DbOrTx,
  type: AccountType,
  values: { name: string; email: string; zid: string },
) {
  const inserted =
    type === 'staff'
      ? await db
          .insert(staff)
          .values({ ...values, role: 'tutor', passwordHash: null })
          .onConflictDoNothing()
          .returning({ id: staff.id })
      : await db
          .insert(students)
          .values({ ...values, passwordHash: null })
          .onConflictDoNothing()
          .returning({ id: students.id });
  return inserted[0]?.id;
}

export async function listEnrolmentTutorials(db: DbOrTx, subcourseId: string) {
  return db
    .select({ studentId: enrolments.studentId, tutorial: enrolments.tutorial })
    .from(enrolments)
    .where(eq(enrolments.subcourseId, subcourseId));
}

/** Locks an enrolment for a change of tutorial; undefined when it is gone. */
export async function lockEnrolment(db: DbOrTx, subcourseId: string, studentId: string) {
  const [row] = await db
    .select({ tutorial: enrolments.tutorial, groupId: enrolments.groupId })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)))
    .for('update');
  return row;
}

export async function setEnrolmentTutorial(
  db: DbOrTx,
  subcourseId: string,
  studentId: string,
  tutorial: string,
) {
  await db
    .update(enrolments)
    .set({ tutorial, groupId: null })
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)));
}

/** Removes a student from its group's channels and clears the lead if it was the lead. */
export async function leaveGroup(db: DbOrTx, groupId: string, studentId: string) {
  await db
    .update(groups)
    .set({ leadId: null })
    .where(and(eq(groups.id, groupId), eq(groups.leadId, studentId)));
  const [group] = await db
    .select({ projectId: groups.projectId })
    .from(groups)
    .where(eq(groups.id, groupId));
  const groupChannels = db
    .select({ id: channels.id })
    .from(channels)
    .where(
      or(
        eq(channels.groupId, groupId),
        group?.projectId
          ? and(
              eq(channels.projectId, group.projectId),
              isNull(channels.groupId),
              eq(channels.category, 'project'),
            )
          : sql`false`,
      ),
    );
  await db
    .delete(channelMembers)
    .where(
      and(
        eq(channelMembers.accountType, 'student'),
        eq(channelMembers.accountId, studentId),
        inArray(channelMembers.channelId, groupChannels),
      ),
    );
}

export async function listCourseChannelIds(db: DbOrTx, subcourseId: string) {
  const rows = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.subcourseId, subcourseId), eq(channels.category, 'course')));
  return rows.map((row) => row.id);
}

/**
 * Project channels a tutor of each tutorial belongs to: the channel of each group in the tutorial,
 * and the project-wide channels of the projects those groups are allocated to.
 */
export async function listProjectChannelsByTutorial(db: DbOrTx, subcourseId: string) {
  const groupChannels = await db
    .select({ id: channels.id, tutorial: groups.tutorial })
    .from(channels)
    .innerJoin(groups, eq(groups.id, channels.groupId))
    .where(and(eq(channels.subcourseId, subcourseId), eq(channels.category, 'project')));
  const projectChannels = await db
    .select({ id: channels.id, tutorial: groups.tutorial })
    .from(channels)
    .innerJoin(
      groups,
      and(eq(groups.projectId, channels.projectId), eq(groups.subcourseId, subcourseId)),
    )
    .where(
      and(
        eq(channels.subcourseId, subcourseId),
        eq(channels.category, 'project'),
        isNull(channels.groupId),
      ),
    );
  const byTutorial = new Map<string, Set<string>>();
  for (const { id, tutorial } of [...groupChannels, ...projectChannels]) {
    const set = byTutorial.get(tutorial) ?? new Set<string>();
    set.add(id);
    byTutorial.set(tutorial, set);
  }
  return byTutorial;
}

export async function joinChannels(
  db: DbOrTx,
  accountType: AccountType,
  accountId: string,
  channelIds: Iterable<string>,
) {
  const values = [...new Set(channelIds)].map((channelId) => ({
    channelId,
    accountType,
    accountId,
  }));
  if (values.length === 0) return;
  await db.insert(channelMembers).values(values).onConflictDoNothing();
}

export async function listStaffMemberships(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      staffId: staffMemberships.staffId,
      role: staffMemberships.role,
      tutorials: staffMemberships.tutorials,
    })
    .from(staffMemberships)
    .where(eq(staffMemberships.subcourseId, subcourseId));
}

export async function insertTutorMembership(
  db: DbOrTx,
  values: { subcourseId: string; staffId: string; tutorials: string[] },
) {
  const rows = await db
    .insert(staffMemberships)
    .values({ ...values, role: 'tutor' })
    .onConflictDoNothing()
    .returning({ staffId: staffMemberships.staffId });
  return rows.length > 0;
}

/** Locks a membership so that two imports merging tutorials cannot lose one. */
export async function lockMembership(db: DbOrTx, subcourseId: string, staffId: string) {
  const [row] = await db
    .select({ tutorials: staffMemberships.tutorials })
    .from(staffMemberships)
    .where(
      and(eq(staffMemberships.subcourseId, subcourseId), eq(staffMemberships.staffId, staffId)),
    )
    .for('update');
  return row;
}

export async function setMembershipTutorials(
  db: DbOrTx,
  subcourseId: string,
  staffId: string,
  tutorials: string[],
) {
  await db
    .update(staffMemberships)
    .set({ tutorials })
    .where(
      and(eq(staffMemberships.subcourseId, subcourseId), eq(staffMemberships.staffId, staffId)),
    );
}

/** Serialises group creation per subcourse (names are unique within it). */
export async function lockSubcourse(db: DbOrTx, subcourseId: string) {
  await db
    .select({ id: subcourses.id })
    .from(subcourses)
    .where(eq(subcourses.id, subcourseId))
    .for('update');
}

export async function countEnrolledByTutorial(
  db: DbOrTx,
  subcourseId: string,
  tutorials: string[],
) {
  const rows = await db
    .select({ tutorial: enrolments.tutorial, n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), inArray(enrolments.tutorial, tutorials)))
    .groupBy(enrolments.tutorial);
  return new Map(rows.map((row) => [row.tutorial ?? '', row.n]));
}

export async function listGroupNames(db: DbOrTx, subcourseId: string) {
  return db
    .select({ name: groups.name, tutorial: groups.tutorial })
    .from(groups)
    .where(eq(groups.subcourseId, subcourseId))
    .orderBy(asc(groups.createdAt));
}

export async function insertEmptyGroups(
  db: DbOrTx,
  subcourseId: string,
  list: { name: string; tutorial: string }[],
) {
  if (list.length === 0) return;
  await db.insert(groups).values(list.map((g) => ({ ...g, subcourseId })));
}

/** Deletes an enrolment and answers the group it held, or undefined when there was none. */
export async function deleteEnrolment(db: DbOrTx, subcourseId: string, studentId: string) {
  const [row] = await db
    .delete(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)))
    .returning({ groupId: enrolments.groupId });
  return row;
}

export async function leaveSubcourseChannels(
  db: DbOrTx,
  subcourseId: string,
  accountType: AccountType,
  accountId: string,
) {
  const subcourseChannels = db
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.subcourseId, subcourseId));
  await db
    .delete(channelMembers)
    .where(
      and(
        eq(channelMembers.accountType, accountType),
        eq(channelMembers.accountId, accountId),
        inArray(channelMembers.channelId, subcourseChannels),
      ),
    );
}

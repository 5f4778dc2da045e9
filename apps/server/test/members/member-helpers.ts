import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { channelMembers, channels, enrolments, groups, students } from '../../src/db/schema';
import { signedInCourseAdmin } from '../helpers/course-factories';
import { nextZid, unswEmail } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';

/** A course admin with a fresh course, subcourse and its three default course channels. */
export async function courseAdminWithSubcourse(
  t: TestApp,
  overrides: { maxGroupSize?: number; isActive?: boolean } = {},
) {
  const { admin, parent: course, subcourse } = await signedInCourseAdmin(t, overrides);
  const courseChannels = await createCourseChannels(t.db, subcourse.id, admin.id);
  return { admin, course, subcourse, courseChannels };
}

/** The course channels subcourse creation sets up; inserted directly in these tests. */
export async function createCourseChannels(db: Db, subcourseId: string, adminId: string) {
  const rows = await db
    .insert(channels)
    .values(
      (
        [
          ['Announcements', 'announcement'],
          ['Forum', 'forum'],
          ['General', 'text'],
        ] as const
      ).map(([name, channelType]) => ({
        subcourseId,
        name,
        channelType,
        category: 'course' as const,
      })),
    )
    .returning({ id: channels.id });
  await db
    .insert(channelMembers)
    .values(
      rows.map((r) => ({ channelId: r.id, accountType: 'staff' as const, accountId: adminId })),
    );
  return rows.map((r) => r.id);
}

export function memberRow(overrides: Record<string, unknown> = {}) {
  const zid = (overrides.zid as string | undefined) ?? nextZid();
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: unswEmail(zid),
    zid,
    tutorial: 'H12A',
    ...overrides,
  };
}

export const rowsFor = (count: number, tutorial = 'H12A') =>
  Array.from({ length: count }, () => memberRow({ tutorial }));

export async function importMembers(
  t: TestApp,
  kind: 'students' | 'tutors',
  headers: Record<string, string>,
  subcourseId: string,
  rows: unknown[],
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/staff/subcourse/add-${kind}`,
    headers,
    payload: { subcourseId, [kind]: rows },
  });
  await t.app.outbox.drain();
  return response;
}

/** Mails sent since `from` (an index into `t.mailer.sent`). */
export const mailsSince = (t: TestApp, from: number) => t.mailer.sent.slice(from);

export async function channelIdsOf(db: Db, accountType: 'student' | 'staff', accountId: string) {
  const rows = await db
    .select({ id: channelMembers.channelId })
    .from(channelMembers)
    .where(
      and(eq(channelMembers.accountType, accountType), eq(channelMembers.accountId, accountId)),
    );
  return rows.map((r) => r.id).sort();
}

export async function groupsOf(db: Db, subcourseId: string) {
  const rows = await db
    .select({
      name: groups.name,
      tutorial: groups.tutorial,
      leadId: groups.leadId,
      isDraft: groups.isDraft,
    })
    .from(groups)
    .where(eq(groups.subcourseId, subcourseId));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

export async function enrolmentOf(db: Db, subcourseId: string, studentId: string) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)));
  return row;
}

/** How many of these rows' zIDs have a student account: what an import has written so far. */
export async function countStudentsWithZids(db: Db, rows: readonly { zid: string }[]) {
  const found = await db
    .select({ id: students.id })
    .from(students)
    .where(
      inArray(
        students.zid,
        rows.map((r) => r.zid),
      ),
    );
  return found.length;
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import type { subcourses } from '../../src/db/schema';
import { channelMembers, channels, enrolments, groups } from '../../src/db/schema';
import { availableProject, courseWithClient } from '../clients/client-fixtures';
import {
  addStaff,
  createCourse,
  createGroup,
  createSubcourse,
  enrol,
} from '../helpers/course-factories';
import { createAccount, signedIn } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';

export const json = (
  t: TestApp,
  method: 'PUT' | 'POST',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

export const getAs = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/**
 * A student with a token issued directly (no login, no password hashing): the concurrency
 * tests need dozens of them.
 */
export async function quickStudent(t: TestApp) {
  const account = await createAccount(t.db, 'student', { withPassword: false });
  const token = await t.app.ctx.tokens.issue({ type: 'student', id: account.id, role: 'student' });
  return { ...account, headers: { authorization: `Bearer ${token}` } };
}

type SubcourseOverrides = Partial<typeof subcourses.$inferInsert>;

/**
 * An active subcourse (tutorials H12A and W15B) with a group of two in H12A, and everyone the
 * ladders need: a classmate with no group, a student of another tutorial, a student of another
 * course, a tutor, the course's client and an unrelated client.
 */
export async function groupWorld(t: TestApp, subcourse: SubcourseOverrides = {}) {
  const base = await courseWithClient(t, {
    verified: true,
    subcourse: { isActive: true, maxGroupSize: 4, ...subcourse },
  });
  const project = await availableProject(t.db, base.course.id, base.subcourse.id, base.client.id, {
    name: 'Smart Campus',
  });
  const group = await createGroup(t.db, base.subcourse.id, {
    name: 'H12A-Alpha',
    tutorial: 'H12A',
  });
  const member = await signedIn(t, 'student');
  await enrol(t.db, base.subcourse.id, member.id, { tutorial: 'H12A', groupId: group.id });
  const mate = await signedIn(t, 'student');
  await enrol(t.db, base.subcourse.id, mate.id, { tutorial: 'H12A', groupId: group.id });
  const classmate = await signedIn(t, 'student');
  await enrol(t.db, base.subcourse.id, classmate.id, { tutorial: 'H12A' });
  const otherTutorial = await signedIn(t, 'student');
  await enrol(t.db, base.subcourse.id, otherTutorial.id, { tutorial: 'W15B' });
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  await addStaff(t.db, base.subcourse.id, tutor.id, 'tutor', ['H12A']);
  const otherAdmin = await signedIn(t, 'staff');
  const otherSub = await createSubcourse(t.db, await createCourse(t.db, otherAdmin.id), {
    isActive: true,
  });
  const otherGroup = await createGroup(t.db, otherSub.id, { name: 'H12A-Other', tutorial: 'H12A' });
  const outsider = await signedIn(t, 'student');
  await enrol(t.db, otherSub.id, outsider.id, { tutorial: 'H12A' });
  const otherClient = await signedIn(t, 'client');
  return {
    ...base,
    project,
    group,
    member,
    mate,
    classmate,
    otherTutorial,
    tutor,
    otherAdmin,
    otherSub,
    otherGroup,
    outsider,
    otherClient,
  };
}
export type GroupWorld = Awaited<ReturnType<typeof groupWorld>>;

export async function groupOf(db: Db, subcourseId: string, studentId: string) {
  const [row] = await db
    .select({ groupId: enrolments.groupId })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)));
  return row?.groupId ?? null;
}

export async function memberIds(db: Db, groupId: string) {
  const rows = await db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .where(eq(enrolments.groupId, groupId));
  return rows.map((row) => row.id).sort();
}

export async function groupRecord(db: Db, groupId: string) {
  const [row] = await db.select().from(groups).where(eq(groups.id, groupId));
  return row!;
}

/** A group's own text channel and its project's project-wide General channel. */
export async function projectChannels(
  db: Db,
  subcourseId: string,
  projectId: string,
  groupId: string,
) {
  const [own] = await db
    .insert(channels)
    .values({
      subcourseId,
      name: 'group-channel',
      channelType: 'text',
      category: 'project',
      projectId,
      groupId,
    })
    .returning();
  const [wide] = await db
    .insert(channels)
    .values({ subcourseId, name: 'General', channelType: 'text', category: 'project', projectId })
    .returning();
  const [course] = await db
    .insert(channels)
    .values({ subcourseId, name: 'General', channelType: 'text', category: 'course' })
    .returning();
  return { own: own!, wide: wide!, course: course! };
}

export async function inChannel(db: Db, channelId: string, studentId: string) {
  const rows = await db
    .select()
    .from(channelMembers)
    .where(
      and(
        eq(channelMembers.channelId, channelId),
        eq(channelMembers.accountType, 'student'),
        eq(channelMembers.accountId, studentId),
      ),
    );
  return rows.length > 0;
}

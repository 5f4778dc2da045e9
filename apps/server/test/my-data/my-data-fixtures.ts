import { expect } from 'vitest';
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { AccountType } from '@capstone/contracts';
import type { DbOrTx } from '../../src/db/client';
import {
  channelMembers,
  channels,
  clients,
  emailOutbox,
  enrolments,
  externalIdentities,
  posts,
  replies,
  resetChallenges,
  students,
} from '../../src/db/schema';
import { recordAudit } from '../../src/modules/audit/audit.repo';
import {
  createGroup,
  createProject,
  enrol,
  signedInCourseAdmin,
  applyAsClient,
} from '../helpers/course-factories';
import { createAccount, login, signedIn } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';

/** A name, email and zID found nowhere else, so a scan for them means something. */
const unique = () => randomInt(100_000, 999_999);

async function rename(db: DbOrTx, type: 'student' | 'client', id: string) {
  const n = unique();
  const name = type === 'student' ? `Quorra Zimmerwald${n}` : `Ignatius Fothergill${n}`;
  if (type === 'student') await db.update(students).set({ name }).where(eq(students.id, id));
  else await db.update(clients).set({ name }).where(eq(clients.id, id));
  return name;
}

/** A signed-in student or client with a name no other account has. */
export async function person(t: TestApp, type: 'student' | 'client') {
  const account = await signedIn(t, type);
  const name = await rename(t.db, type, account.id);
  return { ...account, name };
}

/**
 * One of every kind of record about a student, in an active offering S, with a group-mate whose
 * name, email and zID must never appear in the student's export:
 * - enrolment with a wishlist and a ranking with a pitch; a group it leads, ranked and allocated
 *   (its 1st choice taken by another group, so the explanation has something to say);
 * - a channel with a post and a reply each way; mail of three kinds, each naming the accounts it
 *   is for and about as the enqueue sites do; an audit event about it by staff; a
 *   university identity; an open reset code.
 */
export async function seedStudentWorld(t: TestApp) {
  const { admin, parent, subcourse } = await signedInCourseAdmin(t, { isActive: true });
  const student = await person(t, 'student');
  const mate = await person(t, 'student');
  const client = await person(t, 'client');
  await applyAsClient(t.db, parent.id, client.id);
  const offered = { subcourseId: subcourse.id, status: 'available' as const, capacity: 1 };
  const wanted = await createProject(t.db, parent.id, [client.id], {
    ...offered,
    name: 'Coral Reef Sensors',
  });
  const got = await createProject(t.db, parent.id, [client.id], {
    ...offered,
    name: 'Harbour Tides',
  });
  const group = await createGroup(t.db, subcourse.id, {
    leadId: student.id,
    bio: 'We build things',
    projectId: got.id,
    isDraft: false,
    projPreferences: [
      { project: wanted.id, notes: 'Our reef pitch', rank: 1 },
      { project: got.id, notes: 'Our harbour pitch', rank: 2 },
    ],
  });
  const rival = await createGroup(t.db, subcourse.id, { projectId: wanted.id });
  await enrol(t.db, subcourse.id, student.id, { groupId: group.id });
  await enrol(t.db, subcourse.id, mate.id, { groupId: group.id });
  await t.db
    .update(enrolments)
    .set({
      wishlist: [wanted.id],
      preferences: [{ project: wanted.id, notes: 'My own reef pitch', rank: 1 }],
    })
    .where(eq(enrolments.studentId, student.id));

  const [channel] = await t.db
    .insert(channels)
    .values({
      subcourseId: subcourse.id,
      name: 'general',
      channelType: 'forum',
      category: 'course',
    })
    .returning();
  await t.db.insert(channelMembers).values([
    { channelId: channel!.id, accountType: 'student', accountId: student.id },
    { channelId: channel!.id, accountType: 'student', accountId: mate.id },
    { channelId: channel!.id, accountType: 'client', accountId: client.id },
  ]);
  const [own] = await t.db
    .insert(posts)
    .values({
      channelId: channel!.id,
      creatorType: 'student',
      creatorId: student.id,
      title: 'Question',
      content: 'When is the demo?',
    })
    .returning();
  const [theirs] = await t.db
    .insert(posts)
    .values({
      channelId: channel!.id,
      creatorType: 'student',
      creatorId: mate.id,
      content: 'Room booked for Friday',
    })
    .returning();
  await t.db.insert(replies).values([
    { postId: own!.id, creatorType: 'student', creatorId: mate.id, content: 'Week 10' },
    { postId: theirs!.id, creatorType: 'student', creatorId: student.id, content: 'Thanks!' },
  ]);

  const mail = (
    to: { email: string },
    kind: 'invitation' | 'access-code' | 'notice',
    subject: string,
    text: string,
    about: string[],
  ) => ({
    kind,
    toEmail: to.email,
    subject,
    text,
    html: `<p>${text}</p>`,
    aboutAccounts: about,
    status: 'sent' as const,
    sentAt: new Date(),
  });
  const ofS = { subcourseId: subcourse.id };
  await t.db.insert(emailOutbox).values([
    {
      ...mail(
        student,
        'invitation',
        'Course Invitation',
        `Hi ${student.name}, you have been added`,
        [student.id],
      ),
      accountType: 'student',
      accountId: student.id,
      ...ofS,
    },
    // An access code belongs to the account, not to an offering.
    {
      ...mail(student, 'access-code', 'Your Access Code', 'Your access code is 123456', [
        student.id,
      ]),
      accountType: 'student',
      accountId: student.id,
    },
    {
      ...mail(
        student,
        'notice',
        `New Thread Reply From ${mate.name}`,
        `${mate.name} replied: Week 10`,
        [student.id, mate.id],
      ),
      ...ofS,
    },
    // Mail to the mate that names the student: delivery history that must go with the student.
    {
      ...mail(
        mate,
        'notice',
        `New Thread Reply From ${student.name}`,
        `Hi ${mate.name}, ${student.name} replied: Thanks!`,
        [mate.id, student.id],
      ),
      ...ofS,
    },
  ]);
  await recordAudit(t.db, {
    actor: { type: 'staff', id: admin.id },
    action: 'members.tutorial_change',
    target: { type: 'student', id: student.id },
    subjectId: student.id,
    subcourseId: subcourse.id,
    summary: { from: 'H12A', to: 'H12B' },
    ip: '203.0.113.9',
  });
  await t.db.insert(externalIdentities).values({
    issuer: 'https://sso.example.edu',
    subject: `sub-${student.id}`,
    accountType: 'student',
    accountId: student.id,
  });
  await t.db.insert(resetChallenges).values({
    accountType: 'student',
    accountId: student.id,
    kind: 'reset',
    codeHash: 'not-a-real-hash',
    expiresAt: new Date(Date.now() + 600_000),
    attemptsLeft: 5,
  });
  return {
    admin,
    parent,
    subcourse,
    student,
    mate,
    client,
    group,
    rival,
    wanted,
    got,
    channel: channel!,
    own: own!,
    theirs: theirs!,
  };
}

export type StudentWorld = Awaited<ReturnType<typeof seedStudentWorld>>;

/**
 * Every row of every table whose text or JSON holds `value` (case-insensitive), as
 * `table.column`: the proof that nothing personal was left behind.
 */
export async function findEverywhere(db: DbOrTx, value: string) {
  const result = await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
  const columns = (result as unknown as { rows: { table_name: string; column_name: string }[] })
    .rows;
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const hits = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(lower(${sql.identifier(column)}::text), lower(${value})) > 0`,
    );
    const n = (hits as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/**
 * A student without a password, as university or LMS sign-in makes them, whose tokens of the last
 * hour count (tokens from before the last password change are dead, and this one began long ago).
 */
export async function passwordlessStudent(t: TestApp) {
  const account = await createAccount(t.db, 'student', { withPassword: false });
  await t.db
    .update(students)
    .set({ passwordChangedAt: new Date(Date.now() - 3_600_000) })
    .where(eq(students.id, account.id));
  return account;
}

/** A token for the account issued `minutesAgo`, as a sign-in then would have given. */
export async function tokenIssuedAgo(type: AccountType, id: string, minutesAgo: number) {
  const issued = Date.now() - minutesAgo * 60_000;
  const key = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
  return new SignJWT({ user: type, role: type, iat_ms: issued })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setJti(`jti-${issued}-${unique()}`)
    .setIssuedAt(Math.floor(issued / 1000))
    .setExpirationTime(Math.floor(issued / 1000) + 3600)
    .sign(key);
}

export { login };

import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTITUTION,
  MEMBER_MESSAGES,
  MESSAGES,
  nullCharacter,
  parseRoster,
} from '@capstone/contracts';
import { resetChallenges, students } from '../../src/db/schema';
import {
  addStaff,
  createCourse,
  createGroup,
  createSubcourse,
  enrol,
} from '../helpers/course-factories';
import { createAccount, nextZid, signedIn, unswEmail } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  channelIdsOf,
  courseAdminWithSubcourse,
  enrolmentOf,
  groupsOf,
  importMembers,
  mailsSince,
  memberRow,
  rowsFor,
} from './member-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/staff/subcourse/add-students';
const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });

async function studentByZid(zid: string) {
  const [row] = await t.db.select().from(students).where(eq(students.zid, zid));
  return row;
}

describe('POST /api/staff/subcourse/add-students: failures', () => {
  it('401 without a token or with a bad one', async () => {
    const none = await t.app.inject({ method: 'POST', url: URL, payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ Error: MESSAGES.missingAuth });
    const bad = await post({ authorization: 'Bearer nope' }, {});
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ Error: MESSAGES.invalidToken });
  });

  it('400 when students is not a list, the id is missing or the list is too long', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const cases: [unknown, string][] = [
      [{ subcourseId: subcourse.id }, MEMBER_MESSAGES.studentsMustBeList],
      [{ subcourseId: subcourse.id, students: 'x' }, MEMBER_MESSAGES.studentsMustBeList],
      [{ students: [] }, MEMBER_MESSAGES.subcourseIdRequired],
      [
        { subcourseId: subcourse.id, students: Array(5001).fill({}) },
        MEMBER_MESSAGES.tooManyStudents,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post(admin.headers, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ Error: message });
    }
  });

  it('413 for a body over 2 MB', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const huge = [{ firstName: 'x'.repeat(2 * 1024 * 1024) }];
    const response = await post(admin.headers, { subcourseId: subcourse.id, students: huge });
    expect(response.statusCode).toBe(413);
  });

  it('403 for student and client accounts (the path names staff)', async () => {
    const { subcourse } = await courseAdminWithSubcourse(t);
    for (const type of ['student', 'client'] as const) {
      const caller = await signedIn(t, type);
      const response = await post(caller.headers, { subcourseId: subcourse.id, students: [] });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: 'This route is for staff accounts' });
    }
  });

  it('404 for an unknown subcourse and for the course admin of another course', async () => {
    const { admin } = await courseAdminWithSubcourse(t);
    const other = await courseAdminWithSubcourse(t);
    for (const subcourseId of ['no-such-id', other.subcourse.id]) {
      const response = await post(admin.headers, { subcourseId, students: [memberRow()] });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: 'Subcourse cannot be found in database' });
    }
  });

  it('403 for a tutor of the subcourse', async () => {
    const { subcourse } = await courseAdminWithSubcourse(t);
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
    const row = memberRow();
    const response = await post(tutor.headers, { subcourseId: subcourse.id, students: [row] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ Error: 'Only course admins can do this' });
    expect(await studentByZid(row.zid)).toBeUndefined();
  });

  it('400 on an archived subcourse', async () => {
    const admin = await signedIn(t, 'staff');
    const course = await createCourse(t.db, admin.id);
    const subcourse = await createSubcourse(t.db, course, { isArchived: true });
    const response = await post(admin.headers, { subcourseId: subcourse.id, students: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: 'This subcourse is archived' });
  });
});

/** The code in the registration email (the invitation that follows it has none). */
function accessCode(to: string) {
  const mail = t.mailer.sent.find(
    (m) => m.to === to && m.subject === 'Capstone Management System Registration',
  );
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no access code emailed to ${to}`);
  return code;
}

async function studentCount() {
  const [row] = await t.db.select({ n: count() }).from(students);
  return row!.n;
}

describe('POST /api/staff/subcourse/add-students: success', () => {
  it('creates accounts without a password, enrols them, joins course channels, makes groups and mails', async () => {
    const { admin, subcourse, courseChannels } = await courseAdminWithSubcourse(t);
    const rows = [...rowsFor(7, 'H12A'), ...rowsFor(1, 'T13B')];
    const before = t.mailer.sent.length;
    const response = await importMembers(t, 'students', admin.headers, subcourse.id, rows);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Students added to subcourse successfully!',
      created: 8,
      updated: 0,
      unchanged: 0,
      errors: [],
    });

    const ada = (await studentByZid(rows[0]!.zid))!;
    expect(ada).toMatchObject({ name: 'Ada Lovelace', email: rows[0]!.email, passwordHash: null });
    expect(await enrolmentOf(t.db, subcourse.id, ada.id)).toMatchObject({
      tutorial: 'H12A',
      groupId: null,
      draftAlloc: null,
      wishlist: [],
      preferences: [],
    });
    expect(await channelIdsOf(t.db, 'student', ada.id)).toEqual([...courseChannels].sort());

    const [challenge] = await t.db
      .select()
      .from(resetChallenges)
      .where(
        and(eq(resetChallenges.accountType, 'student'), eq(resetChallenges.accountId, ada.id)),
      );
    expect(challenge!.kind).toBe('access');
    const days = (challenge!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mails = mailsSince(t, before);
    expect(mails).toHaveLength(16);
    const toAda = mails.filter((m) => m.to === ada.email).map((m) => m.subject);
    expect(toAda.sort()).toEqual(['Capstone Management System Registration', 'Course Invitation']);
    const invite = mails.find((m) => m.to === ada.email && m.subject === 'Course Invitation')!;
    expect(invite.text).toContain(subcourse.code);
    expect(invite.text).toContain('H12A');
    expect(invite.text).toContain('/login');

    // 7 in H12A with groups of 6 → 2 groups; 1 in T13B → 1 group; all empty drafts.
    expect(await groupsOf(t.db, subcourse.id)).toEqual([
      { name: 'H12A-APPLE', tutorial: 'H12A', leadId: null, isDraft: true },
      { name: 'H12A-BANANA', tutorial: 'H12A', leadId: null, isDraft: true },
      { name: 'T13B-APPLE', tutorial: 'T13B', leadId: null, isDraft: true },
    ]);
  });

  it('lets an imported student set a password with the emailed access code and log in', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const row = memberRow();
    await importMembers(t, 'students', admin.headers, subcourse.id, [row]);
    const pin = accessCode(row.email);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/student/verify-pin',
      payload: { email: row.email, pin },
    });
    expect(verify.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/student/reset-password',
      payload: { email: row.email, pin, password: 'NewPassw0rd' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/student/login',
      payload: { email: row.email, password: 'NewPassw0rd' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('is idempotent: the same rows again create, change and send nothing', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const rows = rowsFor(13, 'W09A');
    await importMembers(t, 'students', admin.headers, subcourse.id, rows);
    const groupsBefore = await groupsOf(t.db, subcourse.id);
    expect(groupsBefore.map((g) => g.name)).toEqual(['W09A-APPLE', 'W09A-BANANA', 'W09A-CELERY']);
    const accountsBefore = await studentCount();
    const mailsBefore = t.mailer.sent.length;

    const again = await importMembers(t, 'students', admin.headers, subcourse.id, rows);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 13, errors: [] });
    expect(await studentCount()).toBe(accountsBefore);
    expect(await groupsOf(t.db, subcourse.id)).toEqual(groupsBefore);
    expect(t.mailer.sent.length).toBe(mailsBefore);
  });

  it('enrols an existing account without changing its name or email, and mails only the invitation', async () => {
    const { admin, subcourse, courseChannels } = await courseAdminWithSubcourse(t);
    const existing = await createAccount(t.db, 'student');
    const before = t.mailer.sent.length;
    const response = await importMembers(t, 'students', admin.headers, subcourse.id, [
      memberRow({
        zid: existing.zid,
        email: existing.email,
        firstName: 'Renamed',
        lastName: 'Person',
      }),
    ]);
    expect(response.json()).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const row = (await studentByZid(existing.zid!))!;
    expect(row.name).toBe('Ada Lovelace');
    expect(row.passwordHash).not.toBeNull();
    expect(mailsSince(t, before).map((m) => m.subject)).toEqual(['Course Invitation']);
    expect(await channelIdsOf(t.db, 'student', existing.id)).toEqual([...courseChannels].sort());
  });

  it('moves a student to a new tutorial: leaves its group, lead cleared, group channel left', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const student = await createAccount(t.db, 'student');
    const group = await createGroup(t.db, subcourse.id, { name: 'H12A-TEAM', tutorial: 'H12A' });
    await enrol(t.db, subcourse.id, student.id, { tutorial: 'H12A', groupId: group.id });
    const { groups, channels, channelMembers } = await import('../../src/db/schema');
    await t.db.update(groups).set({ leadId: student.id }).where(eq(groups.id, group.id));
    const [groupChannel] = await t.db
      .insert(channels)
      .values({
        subcourseId: subcourse.id,
        name: 'H12A-TEAM',
        channelType: 'text',
        category: 'project',
        groupId: group.id,
      })
      .returning();
    await t.db
      .insert(channelMembers)
      .values({ channelId: groupChannel!.id, accountType: 'student', accountId: student.id });

    const before = t.mailer.sent.length;
    const response = await importMembers(t, 'students', admin.headers, subcourse.id, [
      memberRow({ zid: student.zid, email: student.email, tutorial: 'T13B' }),
    ]);
    expect(response.json()).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    expect(await enrolmentOf(t.db, subcourse.id, student.id)).toMatchObject({
      tutorial: 'T13B',
      groupId: null,
    });
    const [after] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(after!.leadId).toBeNull();
    expect(await channelIdsOf(t.db, 'student', student.id)).not.toContain(groupChannel!.id);
    expect(mailsSince(t, before).map((m) => m.subject)).toEqual(['Course Invitation']);
    expect((await groupsOf(t.db, subcourse.id)).map((g) => g.name)).toEqual([
      'H12A-TEAM',
      'T13B-APPLE',
    ]);
  });

  it('reports row errors with 1-based rows and never aborts the batch', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const existing = await createAccount(t.db, 'student');
    const good = memberRow();
    const rows = [
      good,
      memberRow({ email: 'ada@example.com' }),
      memberRow({ zid: 'z12', email: unswEmail(nextZid()) }),
      memberRow({ email: unswEmail(nextZid()) }),
      memberRow({ tutorial: 'H 12' }),
      memberRow({ firstName: '' }),
      { ...memberRow(), tutorial: undefined },
      'not a row',
      memberRow({ zid: existing.zid, email: `${existing.zid}@unsw.edu.au` }),
      memberRow(),
    ];
    const response = await importMembers(t, 'students', admin.headers, subcourse.id, rows);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    expect(body.errors).toEqual([
      { row: 2, message: MESSAGES.emailUnswRegister },
      { row: 3, message: MESSAGES.zidFormat },
      { row: 4, message: MESSAGES.zidMismatch },
      { row: 5, message: MEMBER_MESSAGES.tutorialFormat },
      { row: 6, message: 'firstName is required' },
      { row: 7, message: 'tutorial is required' },
      { row: 8, message: MEMBER_MESSAGES.rowMustBeObject },
      { row: 9, message: MEMBER_MESSAGES.zidInUseWithOtherEmail },
    ]);
    expect(await studentByZid(good.zid)).toBeDefined();
    expect(await studentByZid((rows[9] as { zid: string }).zid)).toBeDefined();
  });

  it('refuses a row holding U+0000 before the database: the bad row fails alone', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const rows = rowsFor(5);
    rows[2] = { ...rows[2]!, firstName: 'Nul\u0000Byte' };
    const response = await importMembers(t, 'students', admin.headers, subcourse.id, rows);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      created: 4,
      errors: [{ row: 3, message: nullCharacter('firstName') }],
    });
    expect(await studentByZid(rows[2]!.zid)).toBeUndefined();
    expect(await studentByZid(rows[4]!.zid)).toBeDefined();
  });

  it('refuses a new zID whose email belongs to another account', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const first = memberRow();
    await importMembers(t, 'students', admin.headers, subcourse.id, [first]);
    // Same email, different stored zID: simulate by renaming the stored zID.
    const newZid = nextZid();
    await t.db.update(students).set({ zid: newZid }).where(eq(students.zid, first.zid));
    const response = await importMembers(t, 'students', admin.headers, subcourse.id, [first]);
    expect(response.json().errors).toEqual([{ row: 1, message: MESSAGES.emailInUse }]);
  });

  it('keeps the last of two rows with the same zID', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const row = memberRow({ tutorial: 'A1' });
    const response = await importMembers(t, 'students', admin.headers, subcourse.id, [
      row,
      { ...row, tutorial: 'B2' },
    ]);
    expect(response.json()).toMatchObject({ created: 1, updated: 0, unchanged: 0, errors: [] });
    const student = (await studentByZid(row.zid))!;
    expect((await enrolmentOf(t.db, subcourse.id, student.id))!.tutorial).toBe('B2');
  });

  it('accepts subcourse_id as an alias', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: admin.headers,
      payload: { subcourse_id: subcourse.id, students: [memberRow()] },
    });
    expect(response.json()).toMatchObject({ created: 1 });
  });

  it('continues group names after existing ones and creates only the missing groups', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t, { maxGroupSize: 2 });
    await createGroup(t.db, subcourse.id, { name: 'H12A-APPLE', tutorial: 'H12A' });
    await createGroup(t.db, subcourse.id, { name: 'H12A-CELERY', tutorial: 'OTHER' });
    await importMembers(t, 'students', admin.headers, subcourse.id, rowsFor(5, 'H12A'));
    expect((await groupsOf(t.db, subcourse.id)).map((g) => g.name)).toEqual([
      'H12A-APPLE',
      'H12A-BANANA',
      'H12A-CELERY',
      'H12A-DRAGONFRUIT',
    ]);
  });

  it('imports a CSV with a BOM and a bad row through the shared parser', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const a = memberRow();
    const b = memberRow();
    const csv =
      '\uFEFFname;email;zid;tutorial\r\n' +
      `"Lovelace, Ada";${a.email};${a.zid};H12A\r\n` +
      `Bad Row;someone@gmail.com;${nextZid()};H12A\r\n` +
      `\r\nAlan Turing;${b.email};${b.zid.toUpperCase()};T13B\r\n`;
    const parsed = parseRoster(csv, 'student', DEFAULT_INSTITUTION);
    expect(parsed.rejected).toEqual([
      expect.objectContaining({ line: 3, reason: MESSAGES.emailUnswRegister }),
    ]);
    const response = await importMembers(t, 'students', admin.headers, subcourse.id, parsed.rows);
    expect(response.json()).toMatchObject({ created: 2, errors: [] });
    expect((await studentByZid(a.zid))!.name).toBe('Ada Lovelace');
    expect((await studentByZid(b.zid))!.name).toBe('Alan Turing');
  });
});

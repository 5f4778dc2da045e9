import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { staff, staffMemberships, students } from '../../src/db/schema';
import { login, studentForm, unswEmail } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  courseAdminWithSubcourse,
  enrolmentOf,
  importMembers,
  mailsSince,
  memberRow,
} from '../members/member-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (role: string, step: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/${role}/${step}`, payload });

/**
 * A stranger registers someone else's zID before term and never verifies (they cannot read the
 * mailbox). A token for the account stands in for any session it might have had.
 */
async function squat(type: 'student' | 'staff', domain = 'ad.unsw.edu.au') {
  const form = studentForm({ firstName: 'Mallory', lastName: 'Squatter' });
  const payload = { ...form, email: `${form.zid}@${domain}` };
  expect((await post(type, 'register', payload)).statusCode).toBe(201);
  const table = type === 'staff' ? staff : students;
  const [row] = await t.db.select().from(table).where(eq(table.zid, form.zid));
  const role = type === 'staff' ? ('course admin' as const) : ('student' as const);
  const token = await t.app.ctx.tokens.issue({ type, id: row!.id, role });
  return {
    ...form,
    email: payload.email,
    id: row!.id,
    headers: { authorization: `Bearer ${token}` },
  };
}

describe('a member import meets an account that never verified its email (api.md §20.1)', () => {
  it('takes a squatted student zID over: password and tokens dead, access code mailed, updated', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const squatter = await squat('student');
    const self = `/api/student/details/${squatter.id}`;
    expect(
      (await t.app.inject({ method: 'GET', url: self, headers: squatter.headers })).statusCode,
    ).toBe(200);

    const row = memberRow({ zid: squatter.zid, firstName: 'Ada', lastName: 'Lovelace' });
    const before = t.mailer.sent.length;
    const response = await importMembers(t, 'students', admin.headers, subcourse.id, [row]);
    expect(response.json()).toMatchObject({ created: 0, updated: 1, unchanged: 0, errors: [] });

    const [account] = await t.db.select().from(students).where(eq(students.id, squatter.id));
    expect(account).toMatchObject({ name: 'Ada Lovelace', email: row.email, passwordHash: null });
    expect(account!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await enrolmentOf(t.db, subcourse.id, squatter.id)).toMatchObject({ tutorial: 'H12A' });

    const stale = await t.app.inject({ method: 'GET', url: self, headers: squatter.headers });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ Error: MESSAGES.invalidToken });
    const squatterLogin = await login(t, 'student', squatter.email);
    expect(squatterLogin.statusCode).toBe(401);
    expect(squatterLogin.json()).toEqual({ Error: MESSAGES.loginFailed });

    const subjects = mailsSince(t, before).map((m) => [m.to, m.subject]);
    expect(subjects).toEqual(
      expect.arrayContaining([
        [row.email, 'Capstone Management System Registration'],
        [row.email, 'Course Invitation'],
      ]),
    );

    // The real owner of the mailbox sets a password with the access code and logs in.
    const access = mailsSince(t, before).find((m) => m.subject.includes('Registration'))!;
    const pin = access.text.match(/\b(\d{6})\b/)![1]!;
    expect((await post('student', 'verify-pin', { email: row.email, pin })).statusCode).toBe(200);
    const reset = await post('student', 'reset-password', {
      email: row.email,
      pin,
      password: 'RealOwner9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, 'student', row.email, 'RealOwner9')).statusCode).toBe(200);

    const again = await importMembers(t, 'students', admin.headers, subcourse.id, [row]);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
  });

  it('takes the zID over when the squatter used the other university domain', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const squatter = await squat('student', 'unsw.edu.au');
    const row = memberRow({ zid: squatter.zid });
    expect(row.email).toBe(unswEmail(squatter.zid));
    const response = await importMembers(t, 'students', admin.headers, subcourse.id, [row]);
    expect(response.json()).toMatchObject({ created: 0, updated: 1, errors: [] });
    const [account] = await t.db.select().from(students).where(eq(students.id, squatter.id));
    expect(account).toMatchObject({ email: row.email, passwordHash: null });
  });

  it('leaves a verified account alone: names, email and password stay', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const form = studentForm();
    await post('student', 'register', form);
    await t.app.outbox.drain();
    const [registered] = await t.db.select().from(students).where(eq(students.zid, form.zid));
    await t.db
      .update(students)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(students.id, registered!.id));
    const row = memberRow({ zid: form.zid, firstName: 'Someone', lastName: 'Else' });
    const before = t.mailer.sent.length;
    const response = await importMembers(t, 'students', admin.headers, subcourse.id, [row]);
    expect(response.json()).toMatchObject({ updated: 1, errors: [] });
    const [account] = await t.db.select().from(students).where(eq(students.id, registered!.id));
    expect(account!.name).toBe('Ada Lovelace');
    expect((await login(t, 'student', form.email)).statusCode).toBe(200);
    expect(mailsSince(t, before).map((m) => m.subject)).toEqual(['Course Invitation']);
  });

  it('takes a squatted staff zID over as a tutor', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const squatter = await squat('staff');
    const row = memberRow({ zid: squatter.zid, tutorial: 'T11A' });
    const before = t.mailer.sent.length;
    const response = await importMembers(t, 'tutors', admin.headers, subcourse.id, [row]);
    expect(response.json()).toMatchObject({ created: 0, updated: 1, unchanged: 0, errors: [] });

    const [account] = await t.db.select().from(staff).where(eq(staff.id, squatter.id));
    expect(account).toMatchObject({ role: 'tutor', passwordHash: null, name: 'Ada Lovelace' });
    const [membership] = await t.db
      .select()
      .from(staffMemberships)
      .where(eq(staffMemberships.staffId, squatter.id));
    expect(membership).toMatchObject({ subcourseId: subcourse.id, tutorials: ['T11A'] });
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/staff/details/${squatter.id}`,
      headers: squatter.headers,
    });
    expect(stale.statusCode).toBe(401);
    expect((await login(t, 'staff', squatter.email)).statusCode).toBe(401);
    expect(mailsSince(t, before).map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Capstone Management System Registration', 'Course Invitation']),
    );
  });
});

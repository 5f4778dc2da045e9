import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRoster } from '@capstone/contracts';
import { staff, students } from '../../src/db/schema';
import { createCourse, createSubcourse } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { login, PASSWORD, verifyRegisteredEmail } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { importMembers, mailsSince } from '../members/member-helpers';

/** A university that is not UNSW: its own domains, id rule, id name and time zone. */
const ENV = {
  UNI_EMAIL_DOMAINS: 'uni.example.edu,example.edu',
  UNI_ID_PATTERN: '^[A-Z]{4}\\d{4}$',
  UNI_ID_LABEL: 'UniKey',
  TIME_ZONE: 'Europe/London',
};
const EMAIL_RULE = 'Email must be a university email ending in @uni.example.edu or @example.edu';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ENV });
});
afterAll(() => t.close());

const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${path}`, payload });

/** A UniKey no other test in this process has used, upper-case as people type it. */
let counter = randomInt(1000, 9000);
const nextKey = () => `ADAL${counter++}`;
const uniEmail = (key: string, domain = 'uni.example.edu') => `${key.toLowerCase()}@${domain}`;

function registration(overrides: Record<string, unknown> = {}) {
  const zid = nextKey();
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniEmail(zid),
    zid,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

/** Registers, proves the email with the mailed code and logs in, as a person would. */
async function registerAndLogin(type: 'student' | 'staff', form = registration()) {
  const registered = await post(`${type}/register`, form);
  expect(registered.statusCode).toBe(201);
  await verifyRegisteredEmail(t, type, form.email.toLowerCase());
  const response = await login(t, type, form.email);
  expect(response.statusCode).toBe(200);
  const { access_token, id } = response.json<{ access_token: string; id: string }>();
  return { id, headers: { authorization: `Bearer ${access_token}` } };
}

describe('registration and login at another university', () => {
  it('registers students and staff with its domains and UniKeys, stored lower-case', async () => {
    const form = registration();
    await registerAndLogin('student', { ...form, email: form.email.toUpperCase() });
    const [row] = await t.db.select().from(students).where(eq(students.email, form.email));
    expect(row).toMatchObject({ zid: form.zid.toLowerCase(), email: form.email });

    const other = registration();
    await registerAndLogin('staff', { ...other, email: uniEmail(other.zid, 'example.edu') });
    const [member] = await t.db.select().from(staff).where(eq(staff.zid, other.zid.toLowerCase()));
    expect(member).toMatchObject({ role: 'course admin' });
  });

  it("refuses UNSW's emails and zIDs, saying the university's own rule", async () => {
    const rejected = [
      [{ email: 'z1234567@ad.unsw.edu.au', zid: 'z1234567' }, EMAIL_RULE],
      [{ email: 'ada@uni.example.edu' }, EMAIL_RULE],
      [{ email: 'adal1234@uni.example.edu.au' }, EMAIL_RULE],
      [{ zid: 'z1234567' }, 'UniKey is in invalid format.'],
      [{ zid: 'ADAL12345' }, 'UniKey is in invalid format.'],
      [{ zid: 'BOBB1234' }, 'UniKey must match with email'],
    ] as const;
    for (const [change, message] of rejected) {
      expectError(await post('student/register', registration(change)), 400, message);
    }
    expectError(
      await post('staff/login', { email: 'z3000002@ad.unsw.edu.au', password: PASSWORD }),
      400,
      EMAIL_RULE,
    );
  });

  it('names the UniKey when it is taken', async () => {
    const form = registration();
    expect((await post('student/register', form)).statusCode).toBe(201);
    const again = { ...form, email: uniEmail(form.zid, 'example.edu') };
    expectError(await post('student/register', again), 400, 'UniKey already in use');
  });
});

describe('member import at another university', () => {
  /** A course admin who registered through the API, with a course and a subcourse. */
  async function courseAdmin() {
    const admin = await registerAndLogin('staff');
    const course = await createCourse(t.db, admin.id);
    const subcourse = await createSubcourse(t.db, course);
    return { ...admin, subcourse };
  }

  it('imports a roster read with its rules; the access code opens the account', async () => {
    const { headers, subcourse } = await courseAdmin();
    const [ada, alan] = [nextKey(), nextKey()];
    const csv = [
      'Name,Email,UniKey,Tutorial',
      `Ada Lovelace,${uniEmail(ada)},${ada},H12A`,
      `Alan Turing,${alan}@Example.EDU,${alan},H12A`,
      'Sam Student,z5123456@ad.unsw.edu.au,z5123456,H12A',
    ].join('\n');
    const parsed = parseRoster(csv, 'student', t.app.ctx.config.institution);
    expect(parsed.rejected).toEqual([expect.objectContaining({ line: 4, reason: EMAIL_RULE })]);
    expect(parsed.rows.map((r) => r.zid)).toEqual([ada.toLowerCase(), alan.toLowerCase()]);

    const wrongKey = { ...parsed.rows[0]!, zid: 'z1234567' };
    const mismatch = { ...parsed.rows[0]!, zid: nextKey() };
    const before = t.mailer.sent.length;
    const response = await importMembers(t, 'students', headers, subcourse.id, [
      ...parsed.rows,
      wrongKey,
      mismatch,
    ]);
    expect(response.json()).toMatchObject({
      created: 2,
      errors: [
        { row: 3, message: 'UniKey is in invalid format.' },
        { row: 4, message: 'UniKey must match with email' },
      ],
    });
    const registrations = mailsSince(t, before).filter(
      (m) => m.subject === 'Capstone Management System Registration',
    );
    expect(registrations.map((m) => m.to).sort()).toEqual(
      [uniEmail(ada), uniEmail(alan, 'example.edu')].sort(),
    );

    const email = uniEmail(ada);
    const pin = registrations.find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
    expect(pin).toMatch(/^\d{6}$/);
    expect((await post('student/verify-pin', { email, pin })).statusCode).toBe(200);
    const reset = await post('student/reset-password', { email, pin, password: 'NewPassw0rd' });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, 'student', email, 'NewPassw0rd')).statusCode).toBe(200);
    // The time of the change is written in the university's time zone.
    const changed = t.mailer.sent.findLast((m) => m.subject === 'Your Password Was Changed');
    expect(changed?.text).toMatch(
      /changed on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M \(Europe\/London\)/,
    );
  });

  it('reports a UniKey already used with another email in its own words', async () => {
    const { headers, subcourse } = await courseAdmin();
    const key = nextKey();
    const row = { firstName: 'Tina', lastName: 'Tutor', zid: key, tutorial: 'H12A, T13B' };
    const first = await importMembers(t, 'tutors', headers, subcourse.id, [
      { ...row, email: uniEmail(key) },
    ]);
    expect(first.json()).toMatchObject({ created: 1, errors: [] });
    const second = await importMembers(t, 'tutors', headers, subcourse.id, [
      { ...row, email: uniEmail(key, 'example.edu') },
    ]);
    expect(second.json()).toMatchObject({
      created: 0,
      errors: [{ row: 1, message: 'UniKey already in use with another email' }],
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, COURSE_MESSAGES, LIMITS, MESSAGES, tooLong } from '@capstone/contracts';
import { clients } from '../../src/db/schema';
import { backgroundMailIdle } from '../../src/mail/background';
import { displayTime } from '../../src/lib/time-zone';
import { PASSWORD, signedIn } from '../helpers/factories';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import { courseWithClient, get, projectOf, put } from './client-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = (payload: unknown, headers: Record<string, string> = {}) =>
  put(t, '/api/client/update', payload, headers);

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: '  Casey   Client ',
  email: 'Casey.New@Example.com',
  phone: '(02) 9876 5432',
  company_name: 'Acme  Analytics',
  industry: 'Software',
  company_abn: '51 824 753 556',
  hours: '8:30AM-4:30PM',
  company_brief: 'Data tools for small businesses.',
  company_address: 'Level 3, 1 George St, Sydney NSW',
  ...overrides,
});

const stored = async (id: string) =>
  (await t.db.select().from(clients).where(eq(clients.id, id)))[0]!;

describe('PUT /api/client/update: failures', () => {
  it('needs a token', async () => {
    const response = await update(profile());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ Error: MESSAGES.missingAuth });
  });

  it('answers every malformed body with a 400 naming the problem, and writes nothing', async () => {
    const client = await signedIn(t, 'client');
    const before = await stored(client.id);
    const huge = 'x'.repeat(1_000_000);
    const cases: [unknown, string][] = [
      [{}, 'name is required'],
      [{ email: 'a@b.co' }, 'name is required'],
      [{ name: 'Casey' }, 'email is required'],
      [profile({ name: null }), 'name is required'],
      [profile({ name: '   ' }), 'name is required'],
      [profile({ name: 42 }), 'name must be a string'],
      [profile({ name: huge }), 'name must be at most 100 characters'],
      [profile({ email: null }), 'email is required'],
      [profile({ email: 'not-an-email' }), MESSAGES.emailInvalid],
      [profile({ email: `${'a@'.repeat(200_000)}.com` }), 'email must be at most 254 characters'],
      [profile({ phone: '123' }), MESSAGES.phoneInvalid],
      [profile({ phone: '' }), 'phone is required'],
      [profile({ phone: null }), 'phone is required'],
      [profile({ company_abn: null }), 'company_abn is required'],
      [profile({ hours: null }), 'hours is required'],
      [profile({ industry: null }), 'industry is required'],
      [profile({ company_name: null }), 'company_name is required'],
      [profile({ company_address: null }), 'company_address is required'],
      [profile({ current_password: 7 }), 'current_password must be a string'],
      [profile({ current_password: huge }), tooLong('current_password', LIMITS.password)],
      [profile({ phone: ['0412345678'] }), 'phone must be a string'],
      [profile({ company_abn: '1234' }), MESSAGES.abnDigits],
      [profile({ company_abn: huge }), MESSAGES.abnDigits],
      [profile({ hours: '9 to 5' }), MESSAGES.contactHours],
      [profile({ hours: huge }), 'hours must be at most 40 characters'],
      [profile({ company_brief: huge }), 'company_brief must be at most 5000 characters'],
      [profile({ company_brief: {} }), 'company_brief must be a string'],
      [profile({ company_address: '' }), 'company_address is required'],
      [profile({ wishlist: 'p1' }), 'wishlist must be a list of {project, groups}'],
      [profile({ wishlist: [{ groups: [] }] }), 'wishlist must be a list of {project, groups}'],
      [
        profile({ preferences: [{ project: 'p', groups: [7] }] }),
        'preferences: groups must be a list of ids',
      ],
      [profile({ preferences: [null] }), 'preferences must be a list of {project, groups}'],
    ];
    for (const [body, message] of cases) {
      const response = await update(body, client.headers);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ Error: message });
    }
    for (const raw of ['null', '[]', '"text"', '{"name":']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/client/update',
        headers: { ...client.headers, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(response.statusCode, raw).toBe(400);
      expect(response.json(), raw).toHaveProperty('Error');
    }
    const noBody = await t.app.inject({
      method: 'PUT',
      url: '/api/client/update',
      headers: client.headers,
    });
    expect(noBody.statusCode).toBe(400);
    const asText = await t.app.inject({
      method: 'PUT',
      url: '/api/client/update',
      headers: { ...client.headers, 'content-type': 'text/plain' },
      payload: 'name=Casey',
    });
    expect(asText.statusCode).toBeGreaterThanOrEqual(400);
    expect(asText.statusCode).toBeLessThan(500);
    expect(asText.json()).toHaveProperty('Error');
    expect(await stored(client.id)).toEqual(before);
  });

  it('is only for client accounts, each editing itself', async () => {
    const student = await signedIn(t, 'student');
    const staff = await signedIn(t, 'staff');
    const client = await signedIn(t, 'client');
    const other = await signedIn(t, 'client');
    for (const caller of [student, staff]) {
      const response = await update(profile(), caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: 'This route is for client accounts' });
    }
    const forOther = await update(profile({ id: other.id }), client.headers);
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toEqual({ Error: COURSE_MESSAGES.ownProfileOnly });
    expect((await stored(other.id)).name).toBe('Grace Hopper');
  });

  it('refuses an email another client holds, in any case', async () => {
    const client = await signedIn(t, 'client');
    const other = await signedIn(t, 'client');
    const response = await update(
      profile({ email: other.email.toUpperCase(), current_password: PASSWORD }),
      client.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: MESSAGES.emailInUse });
    expect((await stored(client.id)).email).toBe(client.email);
  });

  it('refuses a wishlist or preferences naming a project that is not its own', async () => {
    const { course, client } = await courseWithClient(t, { verified: true });
    const other = await signedIn(t, 'client');
    const own = await projectOf(t.db, course.id, client.id, 'draft');
    const theirs = await projectOf(t.db, course.id, other.id, 'draft');
    for (const body of [
      profile({
        current_password: PASSWORD,
        wishlist: [
          { project: own.id, groups: [] },
          { project: theirs.id, groups: [] },
        ],
      }),
      profile({
        current_password: PASSWORD,
        preferences: [{ project: 'no-such-project', groups: ['g1'] }],
      }),
    ]) {
      const response = await update(body, client.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: CLIENT_MESSAGES.ownProjectsOnly });
    }
    const row = await stored(client.id);
    expect(row.name).toBe('Grace Hopper');
    expect(row.wishlist).toEqual([]);
  });
});

describe('PUT /api/client/update: null never erases required data', () => {
  it('refuses null phone, ABN and hours as registration would, keeping the stored values', async () => {
    const client = await signedIn(t, 'client');
    const before = await stored(client.id);
    const cases: [string, string][] = [
      ['phone', 'phone is required'],
      ['company_abn', 'company_abn is required'],
      ['hours', 'hours is required'],
    ];
    for (const [field, message] of cases) {
      const response = await update(
        { name: 'Grace Hopper', email: client.email, [field]: null },
        client.headers,
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual({ Error: message });
    }
    const after = await stored(client.id);
    expect(after).toEqual(before);
    expect(after).toMatchObject({
      phone: '0412345678',
      companyAbn: '12345678901',
      contactHours: '9:00AM-5:00PM',
    });
  });
});

describe('PUT /api/client/update: changing the email', () => {
  const changed = (newEmail: string) =>
    t.mailer.sent.filter(
      (mail) => mail.subject === 'Your Email Was Changed' && mail.text.includes(newEmail),
    );

  it('needs the current password, right, and mails the old address', async () => {
    const client = await signedIn(t, 'client');
    const newEmail = `moved-${client.id}@example.com`;
    for (const current_password of [undefined, null, '', 'Wrong-passw0rd']) {
      const response = await update(
        { name: 'Grace Hopper', email: newEmail, current_password },
        client.headers,
      );
      expect(response.statusCode, String(current_password)).toBe(400);
      expect(response.json()).toEqual({ Error: MESSAGES.currentPasswordIncorrect });
    }
    expect((await stored(client.id)).email).toBe(client.email);
    await backgroundMailIdle();
    expect(changed(newEmail)).toEqual([]);

    const before = new Date();
    const response = await update(
      { name: 'Grace Hopper', email: newEmail.toUpperCase(), current_password: PASSWORD },
      client.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: newEmail });
    expect(response.body).not.toContain(PASSWORD);
    await backgroundMailIdle();
    const [mail, ...others] = changed(newEmail);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: client.email, subject: 'Your Email Was Changed' });
    // The time of the change, in the institution's time zone (Sydney by default).
    const after = new Date();
    const at = /changed to \S+ on (.+)\./.exec(mail!.text)?.[1];
    expect([before, after].map((time) => displayTime('Australia/Sydney', time))).toContain(at);
    expect(at).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M \(Australia\/Sydney\)$/);
  });

  it('asks nothing and mails nobody while the email stays the same', async () => {
    const client = await signedIn(t, 'client');
    const sent = t.mailer.sent.length;
    const response = await update(
      { name: 'Same Email', email: client.email.toUpperCase() },
      client.headers,
    );
    expect(response.statusCode).toBe(200);
    await backgroundMailIdle();
    expect(t.mailer.sent.slice(sent).filter((m) => m.to === client.email)).toEqual([]);
  });

  it('counts wrong current passwords against a budget the size of the login-failure one', async () => {
    const strict = await createTestApp({
      budgets: { ...GENEROUS_BUDGETS, loginFailuresPerEmailIp: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const client = await signedIn(strict, 'client');
      const body = (current_password: string) => ({
        name: 'Grace Hopper',
        email: `guess-${client.id}@example.com`,
        current_password,
      });
      const send = (payload: unknown) => put(strict, '/api/client/update', payload, client.headers);
      expect((await send(body('Wrong-1x'))).statusCode).toBe(400);
      expect((await send(body('Wrong-2x'))).statusCode).toBe(400);
      const third = await send(body(PASSWORD));
      expect(third.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('PUT /api/client/update: success', () => {
  it('saves the profile, ignores server-controlled fields and answers ClientSelf', async () => {
    const { course, client } = await courseWithClient(t);
    const own = await projectOf(t.db, course.id, client.id, 'submitted', { name: 'Own one' });
    const response = await update(
      profile({
        is_verified: true,
        projects: ['someone-elses'],
        courses: ['another-course'],
        unknown_field: 'ignored',
        wishlist: [
          { project: own.id, groups: ['g1', 'g2'] },
          { project: own.id, groups: ['g2', 'g3'] },
        ],
        preferences: [{ project: own.id }],
        current_password: PASSWORD,
      }),
      client.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id: client.id,
      name: 'Casey Client',
      email: 'casey.new@example.com',
      phone: '(02) 9876 5432',
      company_name: 'Acme Analytics',
      company_industry: 'Software',
      company_abn: '51824753556',
      company_brief: 'Data tools for small businesses.',
      company_address: 'Level 3, 1 George St, Sydney NSW',
      contact_hours: '8:30AM-4:30PM',
      projects: [
        {
          id: own.id,
          name: 'Own one',
          proj_no: own.projNo,
          category: '',
          areas: [],
          status: 'submitted',
          capacity: 0,
          color: own.color,
        },
      ],
      user: 'client',
      role: 'client',
      is_verified: false,
      courses: [course.id],
      wishlist: [{ project: own.id, groups: ['g1', 'g2', 'g3'] }],
      preferences: [{ project: own.id, groups: [] }],
    });
    expect(response.body).not.toContain('password');
    const row = await stored(client.id);
    expect(row).toMatchObject({
      email: 'casey.new@example.com',
      companyAbn: '51824753556',
      isVerified: false,
    });
    const details = await get(t, `/api/client/details/${client.id}`, client.headers);
    expect(details.json()).toEqual(body);
    // The new email is the login from now on.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/client/login',
      payload: { email: 'casey.new@example.com', password: 'Passw0rdX' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the fields a body leaves out, and the lists unless they are sent', async () => {
    const { course, client } = await courseWithClient(t);
    const own = await projectOf(t.db, course.id, client.id, 'draft');
    const first = await update(
      profile({ email: client.email, wishlist: [{ project: own.id, groups: ['g1'] }] }),
      client.headers,
    );
    expect(first.statusCode).toBe(200);
    const response = await update({ name: 'Only Name', email: client.email }, client.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Only Name',
      email: client.email,
      phone: '(02) 9876 5432',
      company_abn: '51824753556',
      wishlist: [{ project: own.id, groups: ['g1'] }],
    });
    const cleared = await update(
      { name: 'Only Name', email: client.email, wishlist: [], company_brief: '' },
      client.headers,
    );
    expect(cleared.json()).toMatchObject({ wishlist: [], company_brief: '' });
  });

  it('lets exactly one of two clients take a free email at once', async () => {
    const a = await signedIn(t, 'client');
    const b = await signedIn(t, 'client');
    const email = `race-${a.id}@example.com`;
    const results = await Promise.all([
      update(profile({ email, current_password: PASSWORD }), a.headers),
      update(profile({ email, current_password: PASSWORD }), b.headers),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json()).toEqual({
      Error: MESSAGES.emailInUse,
    });
  });
});

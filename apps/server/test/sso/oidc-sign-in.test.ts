import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, SIGN_IN_MESSAGES } from '@capstone/contracts';
import { externalIdentities, staff, students } from '../../src/db/schema';
import { expectError } from '../helpers/expect-error';
import { createAccount, login, nextZid, studentForm, unswEmail } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { courseAdminWithSubcourse, importMembers, memberRow } from '../members/member-helpers';
import {
  callback,
  signInWith,
  startProvider,
  startSignIn,
  universityPerson,
  type Provider,
} from './oidc-fixture';

const logs: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logs.push(chunk.toString());
    done();
  },
});

let idp: Provider;
let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  idp = await startProvider();
  t = await createTestApp({
    env: idp.env({ OIDC_STAFF_CLAIM: 'groups', OIDC_STAFF_VALUES: 'staff,faculty' }),
    logger: { level: 'info', stream },
  });
  bare = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
  await bare.close();
  await idp.stop();
});
beforeEach(() => {
  idp.claims = {};
  idp.tamper = undefined;
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /api/auth/oidc/login', () => {
  it('is 404 when single sign-on is not set up, for login and callback alike', async () => {
    expectError(
      await get(bare, '/api/auth/oidc/login?user=student'),
      404,
      SIGN_IN_MESSAGES.ssoNotConfigured,
    );
    expectError(
      await get(bare, '/api/auth/oidc/callback?code=x&state=y'),
      404,
      SIGN_IN_MESSAGES.ssoNotConfigured,
    );
  });

  it('is 400 for a user that is not student or staff', async () => {
    for (const query of [
      '',
      '?user=client',
      '?user=admin',
      `?user=${'s'.repeat(5000)}`,
      '?user[]=student',
    ]) {
      const response = await get(t, `/api/auth/oidc/login${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ Error: expect.any(String) });
    }
  });

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge', async () => {
    const response = await get(t, '/api/auth/oidc/login?user=student');
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const url = new URL(response.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.base}/authorize`);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: 'capstone-test',
      redirect_uri: 'http://localhost:5000/api/auth/oidc/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(query.state).toMatch(/^[\w-]{43}$/);
    expect(query.nonce).toMatch(/^[\w-]{43}$/);
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(query).not.toHaveProperty('code_verifier');
  });
});

describe('GET /api/auth/oidc/callback', () => {
  it('creates a student on first sign-in, verified and without a password, and lands on /sso/complete', async () => {
    const zid = nextZid();
    idp.claims = universityPerson(zid);
    const end = await signInWith(t, 'student');
    expect(end.location).toMatch(/^http:\/\/localhost:5000\/sso\/complete#code=[\w-]{43}$/);
    expect(end.session).toMatchObject({ user: 'student', id: expect.any(String) });
    const [row] = await t.db.select().from(students).where(eq(students.zid, zid));
    expect(row).toMatchObject({
      id: end.session!.id,
      email: unswEmail(zid),
      name: 'Ada Lovelace',
      passwordHash: null,
    });
    expect(row!.emailVerifiedAt).not.toBeNull();
    const details = await get(
      t,
      `/api/student/details/${row!.id}`,
      bearer(end.session!.access_token),
    );
    expect(details.statusCode).toBe(200);

    // Signing in again finds the same account.
    const again = await signInWith(t, 'student');
    expect(again.session!.id).toBe(row!.id);
  });

  it('signs a member of the staff claim in as staff (a course admin), a list claim or a string', async () => {
    const zid = nextZid();
    idp.claims = universityPerson(zid, { groups: ['students', 'faculty'] });
    const end = await signInWith(t, 'staff');
    expect(end.session).toMatchObject({ user: 'staff' });
    const [row] = await t.db.select().from(staff).where(eq(staff.zid, zid));
    expect(row).toMatchObject({ id: end.session!.id, role: 'course admin', passwordHash: null });

    idp.claims = universityPerson(nextZid(), { groups: 'staff' });
    expect((await signInWith(t, 'staff')).session).toMatchObject({ user: 'staff' });
  });

  it('refuses the staff tab to someone the claim does not mark staff, and creates nothing', async () => {
    const zid = nextZid();
    for (const groups of [undefined, ['students'], 'stafff', [{ staff: true }]]) {
      idp.claims = universityPerson(zid, { groups });
      expect((await signInWith(t, 'staff')).error).toBe('not_staff');
    }
    expect(await t.db.select().from(staff).where(eq(staff.zid, zid))).toEqual([]);
    // The same person still signs in as a student.
    expect((await signInWith(t, 'student')).session).toMatchObject({ user: 'student' });
  });

  it('links an imported account on first sign-in, then finds it by subject after an email change', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const row = memberRow();
    const imported = await importMembers(t, 'students', admin.headers, subcourse.id, [row]);
    expect(imported.json()).toMatchObject({ created: 1, errors: [] });
    const [account] = await t.db.select().from(students).where(eq(students.zid, row.zid));

    idp.claims = universityPerson(row.zid, { sub: `imported-${row.zid}` });
    const first = await signInWith(t, 'student');
    expect(first.session).toMatchObject({ user: 'student', id: account!.id });
    const [linked] = await t.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.accountId, account!.id));
    expect(linked).toMatchObject({
      issuer: idp.server.issuer.url,
      subject: `imported-${row.zid}`,
      accountType: 'student',
    });

    // The university renames the mailbox: the subject still finds the account.
    idp.claims = { ...idp.claims, email: `renamed-${row.zid}@unsw.edu.au` };
    const later = await signInWith(t, 'student');
    expect(later.session!.id).toBe(account!.id);
    expect(await t.db.select().from(students).where(eq(students.zid, row.zid))).toHaveLength(1);
  });

  it('takes over a never-verified password account with that email: its password, tokens and name go', async () => {
    const form = studentForm({ firstName: 'Squatter', lastName: 'Chosen-Name' });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/student/register',
      payload: form,
    });
    expect(registered.statusCode).toBe(201);
    const [squatted] = await t.db.select().from(students).where(eq(students.email, form.email));
    const oldToken = await t.app.ctx.tokens.issue({
      type: 'student',
      id: squatted!.id,
      role: 'student',
    });
    const self = `/api/student/details/${squatted!.id}`;
    expect((await get(t, self, bearer(oldToken))).statusCode).toBe(200);

    idp.claims = universityPerson(form.zid);
    const end = await signInWith(t, 'student');
    expect(end.session!.id).toBe(squatted!.id);
    expectError(await get(t, self, bearer(oldToken)), 401, MESSAGES.invalidToken);
    expect((await get(t, self, bearer(end.session!.access_token))).statusCode).toBe(200);
    const [row] = await t.db.select().from(students).where(eq(students.id, squatted!.id));
    expect(squatted!.name).toBe('Squatter Chosen-Name');
    // The takeover gives the row the provider's name, as an import takeover gives it the import's.
    expect(row).toMatchObject({ passwordHash: null, name: 'Ada Lovelace' });
    expect((await login(t, 'student', form.email)).statusCode).toBe(401);
  });

  it("a staff takeover takes the provider's name too; a verified account keeps its own", async () => {
    const zid = nextZid();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/staff/register',
      payload: {
        ...studentForm({ firstName: 'Squatter', lastName: 'Staff' }),
        email: unswEmail(zid),
        zid,
      },
    });
    expect(registered.statusCode).toBe(201);
    idp.claims = universityPerson(zid, { groups: ['staff'], name: 'Grace Hopper' });
    const end = await signInWith(t, 'staff');
    const [row] = await t.db.select().from(staff).where(eq(staff.id, end.session!.id));
    expect(row).toMatchObject({ zid, name: 'Grace Hopper', passwordHash: null });

    // Signed in before: the account is the owner's now, and a new provider name changes nothing.
    idp.claims = universityPerson(zid, { groups: ['staff'], name: 'Someone Else' });
    expect((await signInWith(t, 'staff')).session!.id).toBe(row!.id);
    const [again] = await t.db.select().from(staff).where(eq(staff.id, row!.id));
    expect(again!.name).toBe('Grace Hopper');
  });

  it('refuses a person whose email the provider does not vouch for', async () => {
    idp.claims = universityPerson(nextZid(), { email_verified: false });
    expect(await signInWith(t, 'student')).toMatchObject({ error: 'no_id', detail: 'no_email' });
    // No email in the ID token: the userinfo endpoint is asked; here it has none either.
    idp.claims = universityPerson(nextZid(), { email: undefined });
    const refused = await signInWith(t, 'student');
    expect(refused).toMatchObject({ error: 'no_id', detail: 'no_email' });
    // The detail comes last, after the tab the sign-in started from.
    expect(refused.location).toBe(
      'http://localhost:5000/login?sso_error=no_id&user=student&detail=no_email',
    );
  });

  it('reads the email from the userinfo endpoint when the ID token has none', async () => {
    const zid = nextZid();
    const person = universityPerson(zid);
    idp.claims = { ...person, email: undefined, email_verified: undefined };
    idp.server.service.once('beforeUserinfo', (response: { body: unknown }) => {
      response.body = { sub: person.sub, email: person.email, email_verified: true };
    });
    const end = await signInWith(t, 'student');
    expect(end.session).toMatchObject({ user: 'student' });
    const [row] = await t.db.select().from(students).where(eq(students.zid, zid));
    expect(row!.id).toBe(end.session!.id);
  });

  it('creates no account for an address outside the university, or without an id', async () => {
    idp.claims = universityPerson(nextZid(), { email: 'ada@gmail.com' });
    const outside = await signInWith(t, 'student');
    expect(outside).toMatchObject({ error: 'not_university' });
    expect(outside.detail).toBeUndefined();
    idp.claims = universityPerson(nextZid(), { email: 'ada.lovelace@unsw.edu.au' });
    expect(await signInWith(t, 'student')).toMatchObject({
      error: 'no_id',
      detail: 'no_university_id',
    });
  });

  it('says when another account already holds the id', async () => {
    // An account with the id at one university domain; the provider vouches for the other.
    const { zid } = await createAccount(t.db, 'student');
    idp.claims = universityPerson(zid!, { email: `${zid}@unsw.edu.au` });
    expect(await signInWith(t, 'student')).toMatchObject({
      error: 'no_id',
      detail: 'account_taken',
    });
  });

  it('ends a replayed state, a missing state and an unknown state on the login page', async () => {
    idp.claims = universityPerson(nextZid());
    const { callback: path, cookie } = await startSignIn(t, 'student');
    expect((await callback(t, path, cookie)).session).toBeDefined();
    const replay = await callback(t, path, cookie);
    expect(replay.error).toBe('expired');
    expect(replay.location).toBe('http://localhost:5000/login?sso_error=expired');
    expect((await callback(t, '/api/auth/oidc/callback', cookie)).error).toBe('expired');
    expect((await callback(t, '/api/auth/oidc/callback?code=abc&state=forged', cookie)).error).toBe(
      'expired',
    );
    expect((await callback(t, `/api/auth/oidc/callback?state=${'x'.repeat(5000)}`)).error).toBe(
      'expired',
    );
  });

  it('refuses an ID token with another nonce, another issuer, another audience or past its expiry', async () => {
    const zid = nextZid();
    idp.claims = universityPerson(zid);
    const tampers: ((payload: Record<string, unknown>) => void)[] = [
      (payload) => (payload.nonce = 'another-nonce'),
      (payload) => delete payload.nonce,
      (payload) => (payload.iss = 'http://evil.example.edu'),
      (payload) => (payload.aud = 'another-client'),
      (payload) => (payload.exp = Math.floor(Date.now() / 1000) - 600),
    ];
    for (const tamper of tampers) {
      idp.tamper = tamper;
      const end = await signInWith(t, 'student');
      expect(end.error, tamper.toString()).toBe('expired');
      expect(end.location).toContain('user=student');
    }
    expect(await t.db.select().from(students).where(eq(students.zid, zid))).toEqual([]);
  });

  it('refuses an ID token issued more than 5 minutes in the future (api.md §21.5)', async () => {
    const zid = nextZid();
    idp.claims = universityPerson(zid);
    const ahead = (seconds: number) => (payload: Record<string, unknown>) => {
      payload.iat = Math.floor(Date.now() / 1000) + seconds;
      payload.exp = (payload.iat as number) + 3600;
    };
    idp.tamper = ahead(60 * 60);
    const refused = await signInWith(t, 'student');
    expect(refused.error).toBe('expired');
    expect(refused.location).toBe('http://localhost:5000/login?sso_error=expired&user=student');
    expect(await t.db.select().from(students).where(eq(students.zid, zid))).toEqual([]);
    idp.tamper = ahead(6 * 60);
    expect((await signInWith(t, 'student')).error).toBe('expired');

    // A provider clock a little fast is tolerated.
    idp.tamper = ahead(2 * 60);
    expect((await signInWith(t, 'student')).session).toMatchObject({ user: 'student' });
  });

  it('refuses an expired or invalid code, a code with another state, and a provider error', async () => {
    idp.claims = universityPerson(nextZid());
    idp.server.service.once('beforeResponse', (response: { body: unknown; statusCode: number }) => {
      response.body = { error: 'invalid_grant', error_description: 'code expired' };
      response.statusCode = 400;
    });
    expect((await signInWith(t, 'student')).error).toBe('expired');

    const { callback: path, cookie } = await startSignIn(t, 'student');
    const forged = path.replace(/code=[^&]+/, 'code=not-a-code');
    expect((await callback(t, forged, cookie)).error).toBe('expired');
    // The state was used: the real code cannot be brought in after the forged one.
    expect((await callback(t, path, cookie)).error).toBe('expired');

    // The code of one sign-in under the state of another: PKCE fails.
    const first = new URL(`http://x${(await startSignIn(t, 'student')).callback}`);
    const secondStart = await startSignIn(t, 'student');
    const second = new URL(`http://x${secondStart.callback}`);
    second.searchParams.set('code', first.searchParams.get('code')!);
    expect(
      (await callback(t, `${second.pathname}${second.search}`, secondStart.cookie)).error,
    ).toBe('expired');

    const denied = await startSignIn(t, 'student');
    const state = new URL(`http://x${denied.callback}`).searchParams.get('state')!;
    const cancelled = await callback(
      t,
      `/api/auth/oidc/callback?error=access_denied&state=${state}`,
      denied.cookie,
    );
    expect(cancelled.error).toBe('expired');
    const down = await startSignIn(t, 'student');
    const downState = new URL(`http://x${down.callback}`).searchParams.get('state')!;
    const unavailable = await callback(
      t,
      `/api/auth/oidc/callback?error=temporarily_unavailable&state=${downState}`,
      down.cookie,
    );
    expect(unavailable.error).toBe('provider_down');
  });

  it('never logs the code or the state of a callback', async () => {
    idp.claims = universityPerson(nextZid());
    const { callback: path, cookie } = await startSignIn(t, 'student');
    await callback(t, path, cookie);
    const query = new URL(`http://x${path}`).searchParams;
    const text = logs.join('');
    expect(text).toContain('/api/auth/oidc/callback?…');
    expect(text).not.toContain(query.get('code')!);
    expect(text).not.toContain(query.get('state')!);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import { staff } from '../../src/db/schema';
import { expectError } from '../helpers/expect-error';
import { createAccount, login, nextZid, signedIn, studentForm } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInWith, startProvider, universityPerson, type Provider } from './oidc-fixture';

let idp: Provider;
/** SSO_ONLY=student and STAFF_SIGNUP=sso (staff only through the staff claim). */
let ssoOnly: TestApp;
/** STAFF_SIGNUP=allowlist, no staff claim. */
let allowlist: TestApp;
/** STAFF_SIGNUP=open (the default), no staff claim. */
let open: TestApp;
/** Outside the factories' zID range, so no other account has it. */
const LISTED = 'z9000001@ad.unsw.edu.au';

beforeAll(async () => {
  idp = await startProvider();
  ssoOnly = await createTestApp({
    env: idp.env({
      SSO_ONLY: 'student',
      STAFF_SIGNUP: 'sso',
      OIDC_STAFF_CLAIM: 'eduPersonAffiliation',
      OIDC_STAFF_VALUES: 'staff',
    }),
  });
  allowlist = await createTestApp({
    env: idp.env({ STAFF_SIGNUP: 'allowlist', STAFF_ALLOWLIST: `${LISTED},*@unsw.edu.au` }),
  });
  open = await createTestApp({ env: idp.env() });
}, 60_000);
afterAll(async () => {
  await Promise.all([ssoOnly.close(), allowlist.close(), open.close()]);
  await idp.stop();
});
beforeEach(() => {
  idp.claims = {};
  idp.tamper = undefined;
});

const post = (t: TestApp, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
const staffRow = async (t: TestApp, email: string) =>
  (await t.db.select().from(staff).where(eq(staff.email, email)))[0];

describe('SSO_ONLY', () => {
  const steps = [
    'login',
    'register',
    'verify-email',
    'verify-email/resend',
    'forgot-password',
    'verify-pin',
    'reset-password',
  ];

  it('turns every password step off for the listed type, whatever the body', async () => {
    const student = await createAccount(ssoOnly.db, 'student');
    for (const step of steps) {
      for (const body of [{}, { email: student.email, password: 'Passw0rdX' }, studentForm()]) {
        const response = await post(ssoOnly, `/api/student/${step}`, body);
        expectError(response, 403, SIGN_IN_MESSAGES.ssoOnly('UNSW'));
      }
    }
  });

  it('leaves passwords to clients and to types not listed', async () => {
    for (const type of ['client', 'staff'] as const) {
      const account = await createAccount(ssoOnly.db, type);
      expect((await login(ssoOnly, type, account.email)).statusCode, type).toBe(200);
    }
    const unknown = await post(ssoOnly, '/api/staff/forgot-password', {
      email: 'z9999999@ad.unsw.edu.au',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('signs the listed type in through the university', async () => {
    idp.claims = universityPerson(nextZid());
    expect((await signInWith(ssoOnly, 'student')).session).toMatchObject({ user: 'student' });
  });

  it('tells the web which forms to hide, and nothing secret', async () => {
    const response = await ssoOnly.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().sign_in).toEqual({
      sso: { name: 'UNSW' },
      sso_only: ['student'],
      staff_signup: 'sso',
    });
    const config = await allowlist.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().sign_in.staff_signup).toBe('allowlist');
    expect(config.body).not.toContain(LISTED);
    expect(config.body).not.toContain('capstone-test');
  });
});

describe('STAFF_SIGNUP', () => {
  const staffForm = (email: string) => ({ ...studentForm(), email, zid: email.split('@')[0] });

  it('open: anyone at the university registers as staff, or is created by a first SSO sign-in', async () => {
    const zid = nextZid();
    const registered = await post(open, '/api/staff/register', staffForm(`${zid}@ad.unsw.edu.au`));
    expect(registered.statusCode).toBe(201);

    const other = nextZid();
    idp.claims = universityPerson(other);
    expect((await signInWith(open, 'staff')).session).toMatchObject({ user: 'staff' });
    expect(await staffRow(open, `${other}@ad.unsw.edu.au`)).toMatchObject({ role: 'course admin' });
  });

  it('allowlist: only listed addresses register or are created; others get 403', async () => {
    const listed = await post(allowlist, '/api/staff/register', staffForm(LISTED));
    expect(listed.statusCode).toBe(201);
    const domain = await post(
      allowlist,
      '/api/staff/register',
      staffForm(`${nextZid()}@unsw.edu.au`),
    );
    expect(domain.statusCode).toBe(201);
    const refused = await post(
      allowlist,
      '/api/staff/register',
      staffForm(`${nextZid()}@ad.unsw.edu.au`),
    );
    expectError(refused, 403, SIGN_IN_MESSAGES.staffSignupRestricted);
    // Students register as before.
    expect((await post(allowlist, '/api/student/register', studentForm())).statusCode).toBe(201);

    const stranger = nextZid();
    idp.claims = universityPerson(stranger);
    expect((await signInWith(allowlist, 'staff')).error).toBe('signup_closed');
    expect(await staffRow(allowlist, `${stranger}@ad.unsw.edu.au`)).toBeUndefined();

    const member = nextZid();
    idp.claims = universityPerson(member, { email: `${member}@unsw.edu.au` });
    expect((await signInWith(allowlist, 'staff')).session).toMatchObject({ user: 'staff' });
  });

  it('allowlist: an existing staff account signs in and is linked, listed or not', async () => {
    const tutor = await createAccount(allowlist.db, 'staff', { role: 'tutor' });
    idp.claims = universityPerson(tutor.zid!);
    const end = await signInWith(allowlist, 'staff');
    expect(end.session).toMatchObject({ user: 'staff', id: tutor.id });
    expect(await staffRow(allowlist, tutor.email)).toMatchObject({ role: 'tutor' });
  });

  it('sso: no staff registration at all; the staff claim creates staff', async () => {
    for (const body of [{}, staffForm(`${nextZid()}@ad.unsw.edu.au`)]) {
      expectError(
        await post(ssoOnly, '/api/staff/register', body),
        403,
        SIGN_IN_MESSAGES.staffSignupRestricted,
      );
    }
    const zid = nextZid();
    idp.claims = universityPerson(zid, { eduPersonAffiliation: ['member', 'staff'] });
    expect((await signInWith(ssoOnly, 'staff')).session).toMatchObject({ user: 'staff' });
    expect(await staffRow(ssoOnly, `${zid}@ad.unsw.edu.au`)).toMatchObject({
      role: 'course admin',
    });

    idp.claims = universityPerson(nextZid(), { eduPersonAffiliation: 'student' });
    expect((await signInWith(ssoOnly, 'staff')).error).toBe('not_staff');
  });

  it('sso: staff keep their passwords unless SSO_ONLY lists staff', async () => {
    const account = await signedIn(ssoOnly, 'staff');
    expect(account.token).toEqual(expect.any(String));
  });
});

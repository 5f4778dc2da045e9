import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import { authFlows, students } from '../../src/db/schema';
import { expectError } from '../helpers/expect-error';
import { nextZid } from '../helpers/factories';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import {
  callback,
  cookieOf,
  exchange,
  startProvider,
  startSignIn,
  universityPerson,
  type Provider,
} from './oidc-fixture';

/**
 * Sign-in finishes in the browser that started it: the flow cookie of `GET /api/auth/oidc/login`,
 * the callback that needs it, and the one-time code that only that browser can exchange for the
 * session.
 */
let idp: Provider;
let t: TestApp;
beforeAll(async () => {
  idp = await startProvider();
  t = await createTestApp({ env: idp.env() });
}, 60_000);
afterAll(async () => {
  await t.close();
  await idp.stop();
});
beforeEach(() => {
  idp.claims = universityPerson(nextZid());
  idp.tamper = undefined;
});

const EXPIRED_LOCATION = 'http://localhost:5000/login?sso_error=expired';
const handoverRows = () =>
  t.db
    .select()
    .from(authFlows)
    .where(sql`${authFlows.kind} = 'handover'`);
const studentOf = async (zid: string) => t.db.select().from(students).where(eq(students.zid, zid));
const zidOfClaims = () => String(idp.claims.email).split('@')[0]!;

describe('the flow cookie of GET /api/auth/oidc/login', () => {
  it('is HttpOnly, SameSite=Lax, scoped to /api/auth, named after the state, and not Secure over http', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/login?user=student' });
    const setCookie = login.headers['set-cookie'] as string;
    expect(setCookie).toMatch(
      /^sso_flow_[\w-]{32}=1; Path=\/api\/auth; Max-Age=660; HttpOnly; SameSite=Lax$/,
    );
    // Another sign-in (another tab) gets its own cookie.
    const other = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/login?user=student' });
    expect(cookieOf(other.headers['set-cookie'], 'sso_flow_')).not.toBe(
      cookieOf(setCookie, 'sso_flow_'),
    );
  });
});

describe('GET /api/auth/oidc/callback needs the flow cookie', () => {
  it('without the cookie: no session, the login page with `expired`, the flow spent', async () => {
    const zid = zidOfClaims();
    const { callback: path, cookie } = await startSignIn(t, 'student');
    const end = await callback(t, path);
    expect(end.location).toBe(EXPIRED_LOCATION);
    expect(end.setCookie).toMatch(/^sso_flow_[\w-]{32}=1; Path=\/api\/auth; Max-Age=0;/);
    expect(await studentOf(zid)).toEqual([]);
    // The browser that did start it comes back too late: the state was taken.
    expect((await callback(t, path, cookie)).location).toBe(EXPIRED_LOCATION);
    expect(await studentOf(zid)).toEqual([]);
  });

  it("with another browser's cookie (login CSRF): a captured callback URL signs the victim into nothing", async () => {
    // The attacker signs in at the provider as themselves and stops before the callback.
    const attacker = await startSignIn(t, 'student');
    const attackerZid = zidOfClaims();
    // The victim's browser holds a flow cookie of its own sign-in, started in another tab.
    const victim = await startSignIn(t, 'student');
    const rowsBefore = (await handoverRows()).length;

    const end = await callback(t, attacker.callback, victim.cookie);
    expect(end.location).toBe(EXPIRED_LOCATION);
    expect(end.code).toBeUndefined();
    expect(await handoverRows()).toHaveLength(rowsBefore);
    expect(await studentOf(attackerZid)).toEqual([]);
    // A cookie with the right name prefix but made up, or several unrelated cookies: the same.
    const forged = await startSignIn(t, 'student');
    const made = `sso_flow_${'A'.repeat(32)}=1; other=1`;
    expect((await callback(t, forged.callback, made)).location).toBe(EXPIRED_LOCATION);
  });

  it('with the cookie: /sso/complete#code=… and no token in the address or in the database', async () => {
    const { callback: path, cookie } = await startSignIn(t, 'student');
    const end = await callback(t, path, cookie, { exchange: false });
    expect(end.location).toMatch(/^http:\/\/localhost:5000\/sso\/complete#code=[\w-]{43}$/);
    // The cookie stays for the exchange.
    expect(end.setCookie).toBeUndefined();
    // The code is kept hashed, for a minute.
    const rows = await handoverRows();
    expect(rows.map((row) => row.state)).not.toContain(end.code);
    const row = rows.find((r) => JSON.stringify(r.data).includes(cookie.split('=')[0]!));
    expect(row).toBeDefined();
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
    expect(JSON.stringify(row!.data)).not.toMatch(/eyJ/);
  });
});

describe('POST /api/auth/session/exchange', () => {
  /** A sign-in that reached `/sso/complete#code=…` in the browser holding `cookie`. */
  async function handedOver() {
    const { callback: path, cookie } = await startSignIn(t, 'student');
    const end = await callback(t, path, cookie, { exchange: false });
    return { code: end.code!, cookie };
  }

  it('checks the body: a code is required, a string, at most 100 characters', async () => {
    const { cookie } = await handedOver();
    expectError(await exchange(t, {}, cookie), 400, 'code is required');
    expectError(await exchange(t, { code: '' }, cookie), 400, 'code is required');
    expectError(await exchange(t, { code: 42 }, cookie), 400, 'code must be a string');
    expectError(
      await exchange(t, { code: 'x'.repeat(101) }, cookie),
      400,
      'code must be at most 100 characters',
    );
  });

  it('refuses an unknown code, a missing cookie and another flow’s cookie alike, and spends the code', async () => {
    const { code, cookie } = await handedOver();
    const other = await startSignIn(t, 'student');
    expectError(
      await exchange(t, { code: 'not-a-code' }, cookie),
      400,
      SIGN_IN_MESSAGES.signInExpired,
    );
    expectError(await exchange(t, { code }, other.cookie), 400, SIGN_IN_MESSAGES.signInExpired);
    // Tried in the wrong browser, the code is gone: its own browser cannot use it either.
    expectError(await exchange(t, { code }, cookie), 400, SIGN_IN_MESSAGES.signInExpired);

    const second = await handedOver();
    expectError(await exchange(t, { code: second.code }), 400, SIGN_IN_MESSAGES.signInExpired);
  });

  it('refuses a code older than 60 seconds', async () => {
    const { code, cookie } = await handedOver();
    // As if the minute had passed: the row's expiry is moved back, no waiting.
    await t.db
      .update(authFlows)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(sql`${authFlows.kind} = 'handover'`, sql`${authFlows.expiresAt} > now()`));
    expectError(await exchange(t, { code }, cookie), 400, SIGN_IN_MESSAGES.signInExpired);
  });

  it('answers the session once, clears the flow cookie, and refuses the same code again', async () => {
    const zid = zidOfClaims();
    const { code, cookie } = await handedOver();
    const response = await exchange(t, { code }, cookie);
    expect(response.statusCode).toBe(200);
    const [account] = await studentOf(zid);
    expect(response.json()).toEqual({
      access_token: expect.stringMatching(/^eyJ/),
      user: 'student',
      id: account!.id,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBe(
      `${cookie}; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Lax`,
    );
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/student/details/${account!.id}`,
      headers: {
        authorization: `Bearer ${response.json<{ access_token: string }>().access_token}`,
      },
    });
    expect(details.statusCode).toBe(200);

    expectError(await exchange(t, { code }, cookie), 400, SIGN_IN_MESSAGES.signInExpired);
  });

  it('lets exactly one of many concurrent exchanges of a code succeed', async () => {
    const { code, cookie } = await handedOver();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => exchange(t, { code }, cookie)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 400, 400, 400, 400, 400,
    ]);
  });
});

describe('over https, and bounded per address', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({
      env: idp.env({ PUBLIC_URL: 'https://capstone.example.edu' }),
      budgets: { ...GENEROUS_BUDGETS, ssoStartsPerIp: { limit: 3, windowMs: 60_000 } },
    });
  }, 60_000);
  afterAll(() => secure.close());

  it('sets a Secure flow cookie when the public URL is https', async () => {
    const login = await secure.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/login?user=staff',
    });
    expect(login.headers['set-cookie']).toMatch(
      /^sso_flow_[\w-]{32}=1; Path=\/api\/auth; Max-Age=660; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('answers 429 once an address has spent its exchanges, and writes nothing', async () => {
    for (let i = 0; i < 3; i++) {
      expectError(
        await exchange(secure, { code: `guess-${i}` }),
        400,
        SIGN_IN_MESSAGES.signInExpired,
      );
    }
    const refused = await exchange(secure, { code: 'guess-4' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import { authFlows, students } from '../../src/db/schema';
import { createCourse, createSubcourse } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { nextZid, unswEmail } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { ROLE, type FakePlatform } from './fake-platform';
import { bearer, exchangeCode, launchAs, ltiLaunch, ltiLogin, ltiWorld } from './lti-helpers';

/**
 * The LMS launch's hand-over: the launch ends on `/lti/complete#code=…`, a one-time code that
 * only the browser holding the launch's state cookie can exchange, once, within a minute
 * (`POST /api/auth/session/exchange`).
 */
let t: TestApp;
let platform: FakePlatform;
beforeAll(async () => {
  ({ t, platform } = await ltiWorld());
});
afterAll(async () => {
  await t.close();
  await platform.stop();
});

let contexts = 0;
const nextContext = () => `handover-${Date.now()}-${contexts++}`;

/** An LMS course linked to a new subcourse by its instructor. */
async function linkedContext() {
  const contextId = nextContext();
  const zid = nextZid();
  const first = await launchAs(t, platform, {
    sub: `instructor-${zid}`,
    roles: [ROLE.instructor],
    email: unswEmail(zid),
    contextId,
  });
  const course = await createCourse(t.db, first.fields.get('id')!);
  const subcourse = await createSubcourse(t.db, course);
  const linked = await t.app.inject({
    method: 'PUT',
    url: `/api/lti/context/${first.fields.get('link')}/link`,
    headers: bearer(first.fields),
    payload: { subcourseId: subcourse.id },
  });
  expect(linked.statusCode).toBe(200);
  return { contextId, subcourse };
}

/** A learner's launch that stops on `/lti/complete#code=…`, before the page exchanges it. */
async function learnerLaunch(contextId: string) {
  const zid = nextZid();
  const login = await ltiLogin(t, platform);
  const token = await platform.sign(
    platform.launchClaims({
      nonce: login.nonce,
      sub: `learner-${zid}`,
      roles: [ROLE.learner],
      email: unswEmail(zid),
      contextId,
    }),
  );
  const launch = await ltiLaunch(t, { id_token: token, state: login.state }, login.cookie, {
    exchange: false,
  });
  return { zid, cookie: login.cookie, ...launch, code: launch.fields.get('code')! };
}

describe('POST /api/lti/launch hands the session over by a one-time code', () => {
  it('ends on #code=…&subcourse=…, with no token, user or id in the address', async () => {
    const { contextId, subcourse } = await linkedContext();
    const { location, fields, zid } = await learnerLaunch(contextId);
    expect(location).toMatch(/^\/lti\/complete#code=[\w-]{43}&subcourse=/);
    expect([...fields.keys()]).toEqual(['code', 'subcourse']);
    expect(fields.get('subcourse')).toBe(subcourse.id);
    // The account exists; the session does not yet, and the database holds only the code's hash.
    const [account] = await t.db.select().from(students).where(eq(students.zid, zid));
    expect(account).toBeDefined();
    const rows = await t.db
      .select()
      .from(authFlows)
      .where(sql`${authFlows.kind} = 'handover'`);
    expect(rows.map((row) => row.state)).not.toContain(fields.get('code'));
  });

  it("an instructor's first launch: #code=…&subcourse=&link=…", async () => {
    const zid = nextZid();
    const login = await ltiLogin(t, platform);
    const token = await platform.sign(
      platform.launchClaims({
        nonce: login.nonce,
        sub: `instructor-${zid}`,
        roles: [ROLE.instructor],
        email: unswEmail(zid),
        contextId: nextContext(),
      }),
    );
    const { fields } = await ltiLaunch(t, { id_token: token, state: login.state }, login.cookie, {
      exchange: false,
    });
    expect([...fields.keys()]).toEqual(['code', 'subcourse', 'link']);
    expect(fields.get('subcourse')).toBe('');
  });
});

describe('POST /api/auth/session/exchange of a launch', () => {
  it('refuses the code without the launch cookie, and the code is spent', async () => {
    const { contextId } = await linkedContext();
    const { code, cookie } = await learnerLaunch(contextId);
    expectError(await exchangeCode(t, code), 400, SIGN_IN_MESSAGES.signInExpired);
    expectError(await exchangeCode(t, code, cookie), 400, SIGN_IN_MESSAGES.signInExpired);
  });

  it("a captured /lti/complete#code=… replayed in a victim's browser signs the victim into nothing", async () => {
    const { contextId } = await linkedContext();
    // The attacker's own launch, stopped before their page exchanged the code.
    const attacker = await learnerLaunch(contextId);
    // The victim's browser holds a launch cookie of its own, from another launch.
    const victimLogin = await ltiLogin(t, platform);
    expectError(
      await exchangeCode(t, attacker.code, victimLogin.cookie),
      400,
      SIGN_IN_MESSAGES.signInExpired,
    );
    // A university sign-in's flow cookie does not open an LMS code either.
    const other = await learnerLaunch(contextId);
    expectError(
      await exchangeCode(t, other.code, `sso_flow_${'A'.repeat(32)}=1`),
      400,
      SIGN_IN_MESSAGES.signInExpired,
    );
  });

  it('refuses a code older than 60 seconds', async () => {
    const { contextId } = await linkedContext();
    const { code, cookie } = await learnerLaunch(contextId);
    await t.db
      .update(authFlows)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(sql`${authFlows.kind} = 'handover'`, sql`${authFlows.expiresAt} > now()`));
    expectError(await exchangeCode(t, code, cookie), 400, SIGN_IN_MESSAGES.signInExpired);
  });

  it('answers the session in the launching browser once, and clears the cookie copy', async () => {
    const { contextId } = await linkedContext();
    const { code, cookie, zid } = await learnerLaunch(contextId);
    const response = await exchangeCode(t, code, cookie);
    expect(response.statusCode).toBe(200);
    const [account] = await t.db.select().from(students).where(eq(students.zid, zid));
    expect(response.json()).toEqual({
      access_token: expect.stringMatching(/^eyJ/),
      user: 'student',
      id: account!.id,
    });
    expect(response.headers['set-cookie']).toBe(
      `${cookie}; Path=/api/auth; Max-Age=0; HttpOnly; Secure; SameSite=None`,
    );
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/student/details/${account!.id}`,
      headers: {
        authorization: `Bearer ${response.json<{ access_token: string }>().access_token}`,
      },
    });
    expect(me.statusCode).toBe(200);
    expectError(await exchangeCode(t, code, cookie), 400, SIGN_IN_MESSAGES.signInExpired);
  });
});

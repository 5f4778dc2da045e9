import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { isSignInErrorCode, SIGN_IN_MESSAGES } from '@capstone/contracts';
import { createCourse, createSubcourse } from '../helpers/course-factories';
import { nextZid, unswEmail } from '../helpers/factories';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app';
import { FakePlatform, ROLE } from './fake-platform';

export const PUBLIC_URL = 'http://localhost:5000';
export const TARGET = `${PUBLIC_URL}/api/lti/launch`;

/** A test app with the fake platform registered in `LTI_PLATFORMS`. */
export async function ltiWorld(options: Omit<TestAppOptions, 'env'> = {}) {
  const platform = await new FakePlatform().start();
  const dir = mkdtempSync(path.join(tmpdir(), 'capstone-lti-'));
  const file = path.join(dir, 'platforms.json');
  writeFileSync(file, JSON.stringify([platform.registration()]));
  const t = await createTestApp({ ...options, env: { LTI_PLATFORMS: file } });
  platform.toolJwks = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json();
  return { t, platform };
}

export interface Login {
  state: string;
  nonce: string;
  cookie: string;
  location: URL;
}

/** The platform's login step into the tool, as the browser follows it. */
export async function ltiLogin(
  t: TestApp,
  platform: FakePlatform,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({
    iss: platform.issuer,
    login_hint: 'hint-1',
    target_link_uri: TARGET,
    client_id: platform.clientId,
    lti_message_hint: 'message-hint-1',
    ...extra,
  });
  const response = await t.app.inject({ method: 'GET', url: `/api/lti/login?${query.toString()}` });
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location as string);
  // The launch's cookie, and its copy for the hand-over exchange: one name, two paths.
  const [launchCookie, handoverCookie] = response.headers['set-cookie'] as string[];
  expect(launchCookie).toContain('Path=/api/lti/');
  expect(handoverCookie).toContain('Path=/api/auth;');
  expect(handoverCookie!.split(';')[0]).toBe(launchCookie!.split(';')[0]);
  return {
    state: location.searchParams.get('state')!,
    nonce: location.searchParams.get('nonce')!,
    cookie: launchCookie!.split(';')[0]!,
    location,
  } satisfies Login;
}

/** `POST /api/auth/session/exchange` with the browser's cookie header, if any. */
export const exchangeCode = (t: TestApp, code: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/session/exchange',
    headers: cookie ? { cookie } : {},
    payload: { code },
  });

/**
 * The platform's form post of `id_token` and `state` to the launch URL, in a browser holding
 * `cookie`. A launch that hands a session over (`#code=…`) is exchanged as the page does,
 * unless `exchange` is false, and the session's `access_token`, `user` and `id` are added to
 * `fields`. No launch ever puts a token in the address, and a refusal is a listed code.
 */
export async function ltiLaunch(
  t: TestApp,
  form: { id_token?: string; state?: string },
  cookie?: string,
  options: { exchange?: boolean } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/lti/launch',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(form as Record<string, string>).toString(),
  });
  expect(response.statusCode).toBe(302);
  const location = response.headers.location as string;
  expect(location.startsWith('/lti/complete#')).toBe(true);
  // A token is three base64url parts joined by dots; the one-time code is one part, so a code
  // that happens to contain "eyJ" is not mistaken for one.
  expect(location).not.toMatch(/access_token|eyJ[\w-]*\.[\w-]*\./);
  const fields = new URLSearchParams(location.slice(location.indexOf('#') + 1));
  const error = fields.get('error');
  if (error !== null) expect(isSignInErrorCode(error), error).toBe(true);
  const code = fields.get('code');
  if (code !== null && options.exchange !== false) {
    const exchanged = await exchangeCode(t, code, cookie);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const session = exchanged.json<{ access_token: string; user: string; id: string }>();
    for (const [name, value] of Object.entries(session)) fields.set(name, value);
  }
  return { response, location, fields };
}

/** Login and launch of one person with these roles into `contextId`. */
export async function launchAs(
  t: TestApp,
  platform: FakePlatform,
  person: {
    sub: string;
    roles: string[];
    email?: string;
    contextId?: string | null;
    custom?: Record<string, string>;
    givenName?: string;
  },
) {
  const login = await ltiLogin(t, platform);
  const idToken = await platform.sign(platform.launchClaims({ nonce: login.nonce, ...person }));
  return ltiLaunch(t, { id_token: idToken, state: login.state }, login.cookie);
}

export const bearer = (fields: URLSearchParams) => ({
  authorization: `Bearer ${fields.get('access_token')}`,
});

/**
 * An instructor's first launch from `contextId` (a new staff account, signed in by the launch),
 * and a course and subcourse they own, not yet linked to the LMS course.
 */
export async function instructorLaunch(t: TestApp, platform: FakePlatform, contextId: string) {
  const zid = nextZid();
  const first = await launchAs(t, platform, {
    sub: `instructor-${zid}`,
    roles: [ROLE.instructor],
    email: unswEmail(zid),
    contextId,
  });
  const instructorId = first.fields.get('id')!;
  const course = await createCourse(t.db, instructorId);
  const subcourse = await createSubcourse(t.db, course);
  return {
    /** The instructor's zID, the platform's subject being `instructor-<zid>`. */
    zid,
    instructor: first.fields,
    instructorId,
    course,
    subcourse,
    contextRef: first.fields.get('link')!,
    headers: bearer(first.fields),
  };
}

/** `instructorLaunch`, then the instructor links the LMS course to their new subcourse. */
export async function instructorLinksContext(
  t: TestApp,
  platform: FakePlatform,
  contextId: string,
) {
  const launched = await instructorLaunch(t, platform, contextId);
  const linked = await t.app.inject({
    method: 'PUT',
    url: `/api/lti/context/${launched.contextRef}/link`,
    headers: launched.headers,
    payload: { subcourseId: launched.subcourse.id },
  });
  expect(linked.json()).toEqual({ message: SIGN_IN_MESSAGES.linked });
  return { contextId, ...launched };
}

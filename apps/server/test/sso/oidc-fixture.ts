import { OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import { isSignInErrorCode, isSignInErrorDetail } from '@capstone/contracts';
import type { TestApp } from '../helpers/test-app';

export const CLIENT_ID = 'capstone-test';
export const PUBLIC_URL = 'http://localhost:5000';

/**
 * The university's provider, in process: oauth2-mock-server answers discovery, JWKS, an
 * authorize endpoint that sends the browser straight back with a code, and a token endpoint
 * that checks PKCE. `claims` are added to the next ID tokens; `tamper` may change any token.
 */
export async function startProvider(issuerUrl?: string, port = 0) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  if (issuerUrl) server.issuer.url = issuerUrl;
  await server.start(port, '127.0.0.1');
  const provider = {
    server,
    /** The real address, whatever issuer the documents name. */
    base: `http://localhost:${server.address().port}`,
    claims: {} as Record<string, unknown>,
    tamper: undefined as ((payload: Record<string, unknown>) => void) | undefined,
    env(extra: Record<string, string> = {}) {
      return {
        OIDC_ISSUER: server.issuer.url!,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_NAME: 'UNSW',
        ...extra,
      };
    },
    stop: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if (token.payload.aud !== CLIENT_ID) return; // the access token
    Object.assign(token.payload, provider.claims);
    provider.tamper?.(token.payload);
  });
  return provider;
}
export type Provider = Awaited<ReturnType<typeof startProvider>>;

/** A student or staff member at the default university, as the provider describes them. */
export function universityPerson(zid: string, extra: Record<string, unknown> = {}) {
  return {
    sub: `sub-${zid}`,
    email: `${zid}@ad.unsw.edu.au`,
    email_verified: true,
    name: 'Ada Lovelace',
    ...extra,
  };
}

const pathOf = (location: string) => {
  const url = new URL(location);
  return `${url.pathname}${url.search}`;
};

/** The `name=value` of a `Set-Cookie` answer whose name starts with `prefix`. */
export function cookieOf(setCookie: string | string[] | undefined, prefix: string) {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((cookie) => cookie.startsWith(prefix));
  return found?.split(';')[0];
}

/**
 * `GET /api/auth/oidc/login` and the provider's authorize step: the callback URL it sends back,
 * and the flow cookie the browser keeps (`name=value`).
 */
export async function startSignIn(t: TestApp, user: 'student' | 'staff') {
  const login = await t.app.inject({ method: 'GET', url: `/api/auth/oidc/login?user=${user}` });
  expect(login.statusCode).toBe(302);
  const cookie = cookieOf(login.headers['set-cookie'], 'sso_flow_');
  expect(cookie).toMatch(/^sso_flow_[\w-]{32}=1$/);
  const authorize = new URL(login.headers.location as string);
  const back = await fetch(authorize, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const callback = back.headers.get('location')!;
  expect(callback.startsWith(`${PUBLIC_URL}/api/auth/oidc/callback?`)).toBe(true);
  return { authorize, callback: pathOf(callback), cookie: cookie! };
}

export interface SignInEnd {
  location: string;
  /** The callback's `Set-Cookie`, when it changed the flow cookie. */
  setCookie?: string;
  /** Set when the sign-in ended on `/sso/complete#code=…`. */
  code?: string;
  /** The exchange's answer, when the code was exchanged. */
  session?: { access_token: string; user: string; id: string };
  /** Set when it ended on `/login?sso_error=<code>`. */
  error?: string;
  /** `&detail=<detail>`, when the code has several causes. */
  detail?: string;
}

/** `POST /api/auth/session/exchange` with the browser's cookie header, if any. */
export const exchange = (t: TestApp, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/session/exchange',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

/**
 * Follows the callback URL into the app, in a browser holding `cookie`, and reads where it
 * sends the browser; a hand-over code is exchanged as the page does, unless `exchange` is false.
 * Whatever the outcome, no token is in the address and an error is a listed code.
 */
export async function callback(
  t: TestApp,
  path: string,
  cookie?: string,
  options: { exchange?: boolean } = {},
): Promise<SignInEnd> {
  const response = await t.app.inject({
    method: 'GET',
    url: path,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(302);
  const location = response.headers.location as string;
  // A token is three base64url parts joined by dots; the one-time code is one part, so a code
  // that happens to contain "eyJ" is not mistaken for one.
  expect(location).not.toMatch(/access_token|eyJ[\w-]*\.[\w-]*\./);
  const setCookie = response.headers['set-cookie'] as string | undefined;
  const url = new URL(location);
  if (url.pathname === '/sso/complete') {
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect([...fragment.keys()]).toEqual(['code']);
    const code = fragment.get('code')!;
    if (options.exchange === false) return { location, setCookie, code };
    const exchanged = await exchange(t, { code }, cookie);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    return { location, setCookie, code, session: exchanged.json() };
  }
  expect(url.pathname).toBe('/login');
  const error = url.searchParams.get('sso_error')!;
  expect(isSignInErrorCode(error), error).toBe(true);
  const detail = url.searchParams.get('detail');
  if (detail === null) return { location, setCookie, error };
  expect(isSignInErrorDetail(detail), detail).toBe(true);
  return { location, setCookie, error, detail };
}

/** The whole walk in one browser: login, provider, callback, exchange. */
export async function signInWith(t: TestApp, user: 'student' | 'staff') {
  const { callback: path, cookie } = await startSignIn(t, user);
  return callback(t, path, cookie);
}

import { OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
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

/** `GET /api/auth/oidc/login` and the provider's authorize step: the callback URL it sends back. */
export async function startSignIn(t: TestApp, user: 'student' | 'staff') {
  const login = await t.app.inject({ method: 'GET', url: `/api/auth/oidc/login?user=${user}` });
  expect(login.statusCode).toBe(302);
  const authorize = new URL(login.headers.location as string);
  const back = await fetch(authorize, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const callback = back.headers.get('location')!;
  expect(callback.startsWith(`${PUBLIC_URL}/api/auth/oidc/callback?`)).toBe(true);
  return { authorize, callback: pathOf(callback) };
}

export interface SignInEnd {
  location: string;
  /** Set when the sign-in ended on `/sso/complete`. */
  session?: { access_token: string; user: string; id: string };
  /** Set when it ended on `/login?sso_error=…`. */
  error?: string;
}

/** Follows the callback URL into the app and reads where it sends the browser. */
export async function callback(t: TestApp, path: string): Promise<SignInEnd> {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(302);
  const location = response.headers.location as string;
  const url = new URL(location);
  if (url.pathname === '/sso/complete') {
    const fragment = new URLSearchParams(url.hash.slice(1));
    return {
      location,
      session: {
        access_token: fragment.get('access_token')!,
        user: fragment.get('user')!,
        id: fragment.get('id')!,
      },
    };
  }
  expect(url.pathname).toBe('/login');
  return { location, error: url.searchParams.get('sso_error')! };
}

/** The whole walk: login, provider, callback. */
export async function signInWith(t: TestApp, user: 'student' | 'staff') {
  const { callback: path } = await startSignIn(t, user);
  return callback(t, path);
}

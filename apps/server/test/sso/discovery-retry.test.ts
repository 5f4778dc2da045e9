import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { CLIENT_ID, startProvider, type Provider } from './oidc-fixture';

let t: TestApp | undefined;
let idp: Provider | undefined;
afterAll(async () => {
  await t?.close();
  await idp?.stop();
});

describe('the provider down at the first sign-in', () => {
  it('ends that sign-in on the login page, and the next one discovers it again', async () => {
    const port = await freePort();
    const issuer = `http://localhost:${port}`;
    t = await createTestApp({ env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID } });
    const login = () => t!.app.inject({ method: 'GET', url: '/api/auth/oidc/login?user=student' });

    const down = await login();
    expect(down.statusCode).toBe(302);
    const refused = new URL(down.headers.location as string, 'http://localhost');
    expect(refused.pathname).toBe('/login');
    expect(refused.searchParams.get('sso_error')).toBe('provider_down');

    // The provider comes up at the configured address: the failure was not kept.
    idp = await startProvider(issuer, port);
    const up = await login();
    expect(up.statusCode).toBe(302);
    expect(up.headers.location).toMatch(new RegExp(`^${issuer}/authorize\\?`));
  });
});

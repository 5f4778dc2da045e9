import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The CSP header as `directive → sources`. */
async function policyOf(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  const header = String(response.headers['content-security-policy']);
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const WILDCARD_SCHEMES = ['http:', 'https:', 'ws:', 'wss:', '*'];

describe.each([
  [
    'https://capstone.example.edu',
    'production',
    ['https://capstone.example.edu', 'wss://capstone.example.edu'],
  ],
  ['http://localhost:5000/', 'development', ['http://localhost:5000', 'ws://localhost:5000']],
])('Content-Security-Policy with WEB_ORIGIN=%s (%s)', (origin, mode, expected) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: mode, WEB_ORIGIN: origin } });
  });
  afterAll(() => t.close());

  it('connects only to itself and the web origin, socket form included (api.md §20.6)', async () => {
    const policy = await policyOf(t);
    expect(policy['connect-src']).toEqual(["'self'", ...expected]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('has no wildcard scheme source in any directive', async () => {
    for (const [name, sources] of Object.entries(await policyOf(t))) {
      for (const source of sources) {
        expect(WILDCARD_SCHEMES, `${name} ${source}`).not.toContain(source);
      }
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP conventions (api.md §1)', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: MESSAGES.notFound });
    }
  });

  it('reports health only after asking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: expect.stringMatching(/pglite|postgres/),
      // The LISTEN connections (PostgreSQL only): test/platform/deaf-listeners.test.ts.
      listeners: t.database.kind === 'pglite' ? {} : expect.any(Object),
    });
  });

  it('sends the security headers on every response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('refuses malformed JSON with a 400 in the Error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/student/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['Error']);
  });

  it('ignores unknown body fields and fields the server controls', async () => {
    const account = await signedIn(t, 'client');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/login',
      payload: { email: account.email, password: 'Passw0rdX', is_verified: true, extra: 1 },
    });
    expect(response.statusCode).toBe(200);
  });

  it('publishes the OpenAPI document and its viewer at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(spec.json<{ paths: object }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/{role}/register',
        '/api/{role}/login',
        '/api/{role}/verify-email',
        '/api/{role}/verify-email/resend',
        '/api/health',
      ]),
    );
    // A token-protected route documents its bearer security and every error it can answer with.
    const report = spec.json<{
      paths: Record<string, { get: { security: unknown; responses: Record<string, unknown> } }>;
    }>().paths['/api/subcourse/{subcourseId}/report'];
    expect(report?.get.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(report?.get.responses ?? {}).sort()).toEqual(
      ['200', '400', '401', '403', '404', '414', '431'].sort(),
    );
  });
});

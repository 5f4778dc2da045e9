import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { authFlows } from '../../src/db/schema';
import { GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import type { FakePlatform } from './fake-platform';
import { ltiWorld, TARGET } from './lti-helpers';

let t: TestApp;
let platform: FakePlatform;
beforeAll(async () => {
  ({ t, platform } = await ltiWorld({
    budgets: { ...GENEROUS_BUDGETS, ssoStartsPerIp: { limit: 3, windowMs: 60_000 } },
  }));
});
afterAll(async () => {
  await t.close();
  await platform.stop();
});

describe('GET /api/lti/login from one address', () => {
  it('starts a bounded number of flows, then answers 429 and writes nothing more', async () => {
    const query = new URLSearchParams({
      iss: platform.issuer,
      login_hint: 'h',
      target_link_uri: TARGET,
    });
    const login = () => t.app.inject({ method: 'GET', url: `/api/lti/login?${query.toString()}` });
    for (let i = 0; i < 3; i++) expect((await login()).statusCode).toBe(302);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Error: MESSAGES.tooManyAttempts });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await t.db.select().from(authFlows)).toHaveLength(3);
  });
});

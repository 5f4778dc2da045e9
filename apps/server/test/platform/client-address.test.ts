import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_BUDGETS } from '../../src/lib/rate-limiter';
import { createAccount } from '../helpers/factories';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';

/** Only the per-email-and-address login budget (10 failures) is real here. */
const budgets = {
  ...GENEROUS_BUDGETS,
  loginFailuresPerEmailIp: ACCOUNT_BUDGETS.loginFailuresPerEmailIp,
};

/**
 * Eleven failed logins for one account, each with a different `X-Forwarded-For`, from the TCP
 * peer `remoteAddress`. Answers the status codes.
 */
async function failedLogins(t: TestApp, remoteAddress: string, count = 11) {
  const account = await createAccount(t.db, 'client');
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/login',
      payload: { email: account.email, password: 'Wrong1234' },
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      remoteAddress,
    });
    codes.push(response.statusCode);
  }
  return codes;
}

const spentOnOneAddress = [...Array<number>(10).fill(401), 429];
const spreadOverAddresses = Array<number>(11).fill(401);

describe.each([
  ['production, no TRUST_PROXY', { NODE_ENV: 'production' }, spentOnOneAddress],
  ['development, no TRUST_PROXY', { NODE_ENV: 'development' }, spentOnOneAddress],
  [
    'TRUST_PROXY=127.0.0.1',
    { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' },
    spreadOverAddresses,
  ],
  ['TRUST_PROXY=1 (hop count)', { NODE_ENV: 'production', TRUST_PROXY: '1' }, spreadOverAddresses],
  [
    'TRUST_PROXY=127.0.0.0/8, ::1',
    { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.0/8, ::1' },
    spreadOverAddresses,
  ],
])('client address with %s (api.md §20.4)', (_name, env: Record<string, string>, fromLoopback) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ budgets, env });
  });
  afterAll(() => t.close());

  it('uses X-Forwarded-For only when the peer is a named proxy', async () => {
    expect(await failedLogins(t, '127.0.0.1')).toEqual(fromLoopback);
  });

  it('ignores X-Forwarded-For from a peer that is not a named proxy', async () => {
    // Hop counts trust whatever is nearest; address lists never trust a stranger.
    const expected = env.TRUST_PROXY === '1' ? spreadOverAddresses : spentOnOneAddress;
    expect(await failedLogins(t, '198.51.100.7')).toEqual(expected);
  });
});

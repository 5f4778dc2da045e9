import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { ACCOUNT_BUDGETS } from '../../src/lib/rate-limiter';
import { createAccount, login, studentForm } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ budgets: ACCOUNT_BUDGETS });
});
afterAll(() => t.close());

const fromIp = (remoteAddress: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('rate limits of api.md §1.6', () => {
  it('blocks login after 10 failures for one email and IP, with Retry-After', async () => {
    const account = await createAccount(t.db, 'client');
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        fromIp('10.1.0.1', '/api/client/login', { email: account.email, password: 'Wrong1234' }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    const blocked = await fromIp('10.1.0.1', '/api/client/login', {
      email: account.email,
      password: 'Passw0rdX',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ Error: MESSAGES.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected.
    expect((await login(t, 'client', account.email)).statusCode).toBe(200);
  });

  it('blocks an account after 20 failed logins in an hour from any addresses (api.md §20.4)', async () => {
    const account = await createAccount(t.db, 'student');
    const other = await createAccount(t.db, 'student');
    const codes = [];
    for (let i = 0; i < 20; i += 1) {
      const response = await fromIp(`10.5.${i}.1`, '/api/student/login', {
        email: account.email.toUpperCase(),
        password: 'Wrong1234',
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual(Array<number>(20).fill(401));
    // The right password, from an address never seen before, is refused too.
    const blocked = await fromIp('10.6.0.1', '/api/student/login', {
      email: account.email,
      password: 'Passw0rdX',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ Error: MESSAGES.tooManyAttempts });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    // Other accounts, and the same email as another account type, are not affected.
    expect((await login(t, 'student', other.email)).statusCode).toBe(200);
    const staffOfSameEmail = await fromIp('10.6.0.2', '/api/staff/login', {
      email: account.email,
      password: 'Wrong1234',
    });
    expect(staffOfSameEmail.statusCode).toBe(401);
  });

  it('allows 3 forgot-password emails per address per 15 minutes', async () => {
    const account = await createAccount(t.db, 'student');
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await fromIp(`10.2.0.${i}`, '/api/student/forgot-password', {
        email: account.email,
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(t.mailer.sent.filter((m) => m.to === account.email)).toHaveLength(3);
  });

  it('allows 20 registrations per IP per hour, counted atomically', async () => {
    const results = await Promise.all(
      Array.from({ length: 22 }, () =>
        fromIp('10.3.0.1', '/api/student/register', studentForm({ password: 'x' })),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
  });

  it('counts an IPv6 client by its /64: 2^64 addresses share one budget (api.md §21.5)', async () => {
    const register = (remoteAddress: string) =>
      fromIp(remoteAddress, '/api/student/register', studentForm({ password: 'x' }));
    const codes = [];
    for (let i = 1; i <= 21; i += 1)
      codes.push((await register(`2001:db8:7:7::${i.toString(16)}`)).statusCode);
    expect(codes.slice(0, 20)).toEqual(Array<number>(20).fill(400));
    expect(codes[20]).toBe(429);
    // The neighbouring /64 is another client.
    expect((await register('2001:db8:7:8::1')).statusCode).toBe(400);
  });

  it('allows 30 email-code checks per IP per 15 minutes (api.md §20.1)', async () => {
    const results = await Promise.all(
      Array.from({ length: 31 }, () =>
        fromIp('10.5.0.1', '/api/client/verify-email', {
          email: 'nobody@example.com',
          pin: '000000',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(1);
  });

  it('allows 3 verification resends per email per 15 minutes, 20 per IP per hour', async () => {
    const email = 'resend-limit@example.com';
    const perEmail = [];
    for (let i = 0; i < 4; i += 1) {
      perEmail.push(
        (await fromIp(`10.6.0.${i}`, '/api/client/verify-email/resend', { email })).statusCode,
      );
    }
    expect(perEmail).toEqual([200, 200, 200, 429]);

    const perIp = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        fromIp('10.7.0.1', '/api/client/verify-email/resend', { email: `r${i}@example.com` }),
      ),
    );
    const codes = perIp.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(1);
  });

  it('allows 30 PIN checks per IP per 15 minutes', async () => {
    const results = await Promise.all(
      Array.from({ length: 31 }, () =>
        fromIp('10.4.0.1', '/api/student/verify-pin', {
          email: 'z0000009@ad.unsw.edu.au',
          pin: '000000',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(1);
  });
});

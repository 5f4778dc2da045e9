import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { MESSAGES } from '@capstone/contracts';
import { createAccount, login, PASSWORD } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/{role}/login', () => {
  it('rejects an unknown account type', async () => {
    const response = await login(t, 'teacher' as never, 'z1234567@ad.unsw.edu.au');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: MESSAGES.invalidUserType });
  });

  it('requires a university email for students and staff', async () => {
    for (const role of ['student', 'staff'] as const) {
      const response = await login(t, role, 'someone@gmail.com');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: MESSAGES.emailUnswLogin });
    }
  });

  it('names a missing password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/login',
      payload: { email: 'a@b.co' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: 'password is required' });
  });

  it('answers every kind of bad credential with the same 401', async () => {
    const student = await createAccount(t.db, 'student');
    const imported = await createAccount(t.db, 'student', { withPassword: false });
    const attempts = [
      login(t, 'student', 'z0000000@ad.unsw.edu.au'),
      login(t, 'student', student.email, 'Wrong1234'),
      login(t, 'student', imported.email, PASSWORD),
      login(t, 'staff', student.email),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Error: MESSAGES.loginFailed });
    }
  });

  it('issues a token carrying the account type and role', async () => {
    for (const [type, role] of [
      ['student', 'student'],
      ['client', 'client'],
      ['staff', 'course admin'],
      ['staff', 'tutor'],
    ] as const) {
      const account = await createAccount(t.db, type, {
        role: role === 'tutor' ? 'tutor' : 'course admin',
      });
      const response = await login(t, type, account.email.toUpperCase());
      expect(response.statusCode).toBe(200);
      const body = response.json<{ access_token: string; user: string; id: string }>();
      expect(body).toEqual({ access_token: expect.any(String), user: type, id: account.id });
      const claims = decodeJwt(body.access_token);
      expect(claims).toMatchObject({ sub: account.id, user: type, role });
      expect(claims.exp! - claims.iat!).toBe(8 * 3600);
      // A unique id per token (logout ends one token) and the issue time in milliseconds.
      expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
      expect(Math.floor((claims.iat_ms as number) / 1000)).toBe(claims.iat);
    }
    const [first, second] = await Promise.all([
      login(t, 'student', (await createAccount(t.db, 'student')).email),
      login(t, 'student', (await createAccount(t.db, 'student')).email),
    ]);
    expect(decodeJwt(first!.json<{ access_token: string }>().access_token).jti).not.toBe(
      decodeJwt(second!.json<{ access_token: string }>().access_token).jti,
    );
  });
});

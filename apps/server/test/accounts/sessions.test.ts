import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REALTIME_MESSAGES, type AccountType } from '@capstone/contracts';
import { revokedTokens, students } from '../../src/db/schema';
import { baseUrl, connectError, openSocket, type ChatSocket } from '../chat/chat-fixtures';
import { expectError } from '../helpers/expect-error';
import { createAccount, latestCode, login, signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { until } from '../helpers/wait';

let t: TestApp;
let url: string;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = baseUrl(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const logout = (role: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${role}/logout`, headers });
const details = (type: AccountType, id: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/${type}/details/${id}`, headers: bearer(token) });

/** A second token of the same account, from a second login. */
async function anotherToken(type: AccountType, email: string) {
  const response = await login(t, type, email);
  expect(response.statusCode).toBe(200);
  return response.json<{ access_token: string }>().access_token;
}

async function socketOf(token: string) {
  const socket = await openSocket(url, { token });
  sockets.push(socket);
  return socket;
}

/** Resolves with the ms it took the server to close `socket`, and what it said first. */
function closedByServer(socket: ChatSocket) {
  const started = Date.now();
  const said: string[] = [];
  socket.on('exception', (payload) => said.push(payload.message));
  return new Promise<{ ms: number; reason: string; said: string[] }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket still open after 6 s')), 6_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve({ ms: Date.now() - started, reason, said });
    });
  });
}

/** forgot-password → verify-pin → reset-password, as the web does it. */
async function resetPassword(type: AccountType, email: string, password = 'BrandNew9') {
  const post = (step: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/${type}/${step}`, payload });
  expect((await post('forgot-password', { email })).statusCode).toBe(200);
  const pin = latestCode(t, email);
  expect((await post('verify-pin', { email, pin })).statusCode).toBe(200);
  const reset = await post('reset-password', { email, pin, password });
  expect(reset.statusCode).toBe(200);
}

describe('POST /api/{role}/logout', () => {
  it('needs a valid token, then the caller’s own account type', async () => {
    const student = await signedIn(t, 'student');
    expectError(await logout('student'), 401, MESSAGES.missingAuth);
    expectError(await logout('student', bearer('not-a-token')), 401, MESSAGES.invalidToken);
    expectError(await logout('admin', student.headers), 400, MESSAGES.invalidUserType);
    expectError(await logout('staff', student.headers), 403, 'This route is for staff accounts');
    expectError(await logout('client', student.headers), 403, 'This route is for client accounts');
    // None of the refusals ended the token.
    expect((await details('student', student.id, student.token)).statusCode).toBe(200);
  });

  it('ends that token only: REST and new sockets refuse it, other tokens go on', async () => {
    for (const type of ['student', 'staff', 'client'] as const) {
      const account = await signedIn(t, type);
      const other = await anotherToken(type, account.email);
      expect((await details(type, account.id, account.token)).statusCode).toBe(200);

      const response = await logout(type, account.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Logged out successfully' });

      expectError(await details(type, account.id, account.token), 401, MESSAGES.invalidToken);
      expectError(await logout(type, account.headers), 401, MESSAGES.invalidToken);
      expect(await connectError(url, { token: account.token })).toBe(
        REALTIME_MESSAGES.invalidToken,
      );

      expect((await details(type, account.id, other)).statusCode).toBe(200);
      expect(await connectError(url, { token: other })).toBe('connected');
    }
  });

  it('keeps one row per logged-out token and sweeps the ones that expired', async () => {
    const account = await signedIn(t, 'student');
    await t.db.insert(revokedTokens).values({
      jti: 'long-expired',
      accountType: 'student',
      accountId: account.id,
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect((await logout('student', account.headers)).statusCode).toBe(200);
    const rows = await t.db
      .select({ jti: revokedTokens.jti, expiresAt: revokedTokens.expiresAt })
      .from(revokedTokens)
      .where(eq(revokedTokens.accountId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.jti).not.toBe('long-expired');
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * 3600_000);
  });
});

describe('token age', () => {
  it('refuses a token issued in the same second as a later password change', async () => {
    const account = await createAccount(t.db, 'student');
    const actor = { type: 'student' as const, id: account.id, role: 'student' as const };
    // A token early enough in its second that a change 50 ms later falls in the same second.
    let token = await t.app.ctx.tokens.issue(actor);
    let claims = (await t.app.ctx.tokens.claims(token))!;
    while (claims.issuedAtMs % 1000 > 900) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      token = await t.app.ctx.tokens.issue(actor);
      claims = (await t.app.ctx.tokens.claims(token))!;
    }
    expect((await details('student', account.id, token)).statusCode).toBe(200);
    const changedAt = new Date(claims.issuedAtMs + 50);
    expect(Math.floor(changedAt.getTime() / 1000)).toBe(Math.floor(claims.issuedAtMs / 1000));
    await t.db
      .update(students)
      .set({ passwordChangedAt: changedAt })
      .where(eq(students.id, account.id));
    expectError(await details('student', account.id, token), 401, MESSAGES.invalidToken);
    // A token issued after the change, in that same second, is good.
    while (Date.now() <= changedAt.getTime()) await new Promise((r) => setTimeout(r, 5));
    const fresh = await t.app.ctx.tokens.issue(actor);
    expect((await details('student', account.id, fresh)).statusCode).toBe(200);
  });
});

describe('open sockets follow their tokens', () => {
  it('closes the sockets of a logged-out token within 5 s, and only those', async () => {
    const account = await signedIn(t, 'client');
    const other = await anotherToken('client', account.email);
    const ending = await socketOf(account.token);
    const staying = await socketOf(other);
    const closed = closedByServer(ending);
    expect((await logout('client', account.headers)).statusCode).toBe(200);
    const { ms, reason, said } = await closed;
    expect(ms).toBeLessThan(5_000);
    expect(reason).toBe('io server disconnect');
    expect(said).toEqual([REALTIME_MESSAGES.invalidToken]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(staying.connected).toBe(true);
  });

  it('closes every socket of an account within 5 s of a password reset', async () => {
    const account = await signedIn(t, 'student');
    const other = await anotherToken('student', account.email);
    const first = closedByServer(await socketOf(account.token));
    const second = closedByServer(await socketOf(other));
    const bystander = await signedIn(t, 'student');
    const untouched = await socketOf(bystander.token);
    await resetPassword('student', account.email);
    for (const closed of await Promise.all([first, second])) {
      expect(closed.ms).toBeLessThan(5_000);
      expect(closed.said).toEqual([REALTIME_MESSAGES.invalidToken]);
    }
    expect(untouched.connected).toBe(true);
    // The new password's tokens open sockets again.
    const fresh = await login(t, 'student', account.email, 'BrandNew9');
    const token = fresh.json<{ access_token: string }>().access_token;
    expect(await connectError(url, { token })).toBe('connected');
  });

  it('closes a socket when its token expires', async () => {
    const account = await createAccount(t.db, 'staff');
    const actor = { type: 'staff' as const, id: account.id, role: 'course admin' as const };
    const token = await t.app.ctx.tokens.issue(actor, { lifetimeSeconds: 2 });
    const { expiresAtMs } = (await t.app.ctx.tokens.claims(token))!;
    const socket = await socketOf(token);
    const closed = await closedByServer(socket);
    expect(closed.said).toEqual([REALTIME_MESSAGES.invalidToken]);
    // Closed at the expiry (a timer), not at some later event or sweep.
    expect(Math.abs(Date.now() - expiresAtMs)).toBeLessThan(500);
    expect(await connectError(url, { token })).toBe(REALTIME_MESSAGES.invalidToken);
    await until(() => !socket.connected);
  });
});

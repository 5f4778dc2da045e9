import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, tooLong, type AccountType } from '@capstone/contracts';
import { clients, resetChallenges, staff, students } from '../../src/db/schema';
import {
  clientForm,
  createAccount,
  emailedVerifyCode,
  latestCode,
  login,
  PASSWORD,
  studentForm,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (role: string, step: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/${role}/${step}`, payload });
const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
const TABLES = { student: students, staff, client: clients } as const;

/** Registers through the API; answers the form and the code the account was mailed. */
async function registered(type: AccountType = 'student') {
  const form = type === 'client' ? clientForm() : studentForm();
  const response = await post(type, 'register', form);
  expect(response.statusCode).toBe(201);
  return { ...form, code: await emailedVerifyCode(t, form.email) };
}

async function challengeOf(type: AccountType, email: string) {
  const table = TABLES[type];
  const [account] = await t.db.select({ id: table.id }).from(table).where(eq(table.email, email));
  const [challenge] = await t.db
    .select()
    .from(resetChallenges)
    .where(and(eq(resetChallenges.accountType, type), eq(resetChallenges.accountId, account!.id)));
  return challenge!;
}

async function verifiedAtOf(type: AccountType, email: string) {
  const table = TABLES[type];
  const [row] = await t.db
    .select({ at: table.emailVerifiedAt })
    .from(table)
    .where(eq(table.email, email));
  return row!.at;
}

describe('registration starts unverified (api.md §20.1)', () => {
  it('mails "Verify Your Email" with a 6-digit code valid 24 hours, stored only hashed', async () => {
    const form = await registered('client');
    expect(await verifiedAtOf('client', form.email)).toBeNull();
    const mail = t.mailer.sent.findLast((m) => m.to === form.email)!;
    expect(mail.subject).toBe('Verify Your Email');
    expect(mail.text).toContain(`/verify-email/client/${encodeURIComponent(form.email)}`);
    const challenge = await challengeOf('client', form.email);
    expect(challenge).toMatchObject({ kind: 'verify', attemptsLeft: 5, verifiedAt: null });
    expect(challenge.codeHash).not.toContain(form.code);
    const ttl = challenge.expiresAt.getTime() - challenge.createdAt.getTime();
    expect(Math.abs(ttl - 24 * 60 * 60_000)).toBeLessThan(5_000);
  });

  for (const type of ['student', 'staff', 'client'] as const) {
    it(`a ${type}: login 403 until verified, then 200; a wrong password stays 401`, async () => {
      const form = await registered(type);
      const early = await login(t, type, form.email);
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({ Error: MESSAGES.verifyEmailFirst });
      const wrong = await login(t, type, form.email, 'Wrong1234');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ Error: MESSAGES.loginFailed });

      const verified = await post(type, 'verify-email', { email: form.email, pin: form.code });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: MESSAGES.emailVerified });
      expect(await verifiedAtOf(type, form.email)).toBeInstanceOf(Date);
      const after = await login(t, type, form.email);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ user: type });
    });
  }

  it('counts accounts that existed, were imported or seeded as verified', async () => {
    const existing = await createAccount(t.db, 'staff');
    const imported = await createAccount(t.db, 'student', { withPassword: false });
    expect(await verifiedAtOf('staff', existing.email)).toBeInstanceOf(Date);
    expect(await verifiedAtOf('student', imported.email)).toBeInstanceOf(Date);
    expect((await login(t, 'staff', existing.email)).statusCode).toBe(200);
  });
});

describe('POST /api/{role}/verify-email', () => {
  it('asks for the email and the PIN, and refuses an overlong PIN', async () => {
    expect((await post('student', 'verify-email', { pin: '123456' })).json()).toEqual({
      Error: MESSAGES.enterEmail,
    });
    const noPin = await post('student', 'verify-email', { email: 'z1@ad.unsw.edu.au' });
    expect(noPin.statusCode).toBe(400);
    expect(noPin.json()).toEqual({ Error: MESSAGES.enterPin });
    const long = await post('student', 'verify-email', {
      email: 'z1@ad.unsw.edu.au',
      pin: '1'.repeat(21),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ Error: tooLong('pin', LIMITS.code) });
  });

  it('answers 401 for an unknown account, an already verified one and a wrong code', async () => {
    const form = await registered();
    const verifiedAccount = await createAccount(t.db, 'student');
    for (const payload of [
      { email: 'z0000004@ad.unsw.edu.au', pin: '123456' },
      { email: verifiedAccount.email, pin: '123456' },
      { email: form.email, pin: wrongPin(form.code) },
    ]) {
      const response = await post('student', 'verify-email', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Error: MESSAGES.invalidPin });
    }
    expect((await challengeOf('student', form.email)).attemptsLeft).toBe(4);
  });

  it('refuses a second use of the code once verified', async () => {
    const form = await registered();
    expect(
      (await post('student', 'verify-email', { email: form.email, pin: form.code })).statusCode,
    ).toBe(200);
    const again = await post('student', 'verify-email', { email: form.email, pin: form.code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ Error: MESSAGES.invalidPin });
  });

  it('refuses an expired code', async () => {
    const form = await registered();
    const challenge = await challengeOf('student', form.email);
    await t.db
      .update(resetChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetChallenges.id, challenge.id));
    const response = await post('student', 'verify-email', { email: form.email, pin: form.code });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: MESSAGES.pinExpired });
    expect(await verifiedAtOf('student', form.email)).toBeNull();
  });

  it('voids the code on the fifth wrong attempt, even for the right code afterwards', async () => {
    const form = await registered('staff');
    const bad = wrongPin(form.code);
    const responses = await Promise.all(
      Array.from({ length: 7 }, () =>
        post('staff', 'verify-email', { email: form.email, pin: bad }),
      ),
    );
    const errors = responses.map((r) => r.json<{ Error: string }>().Error);
    expect(errors.filter((e) => e === MESSAGES.invalidPin)).toHaveLength(4);
    expect(errors.filter((e) => e === MESSAGES.pinTooManyAttempts)).toHaveLength(1);
    expect(errors.filter((e) => e === MESSAGES.pinExpired)).toHaveLength(2);
    const after = await post('staff', 'verify-email', { email: form.email, pin: form.code });
    expect(after.statusCode).toBe(400);
    expect(after.json()).toEqual({ Error: MESSAGES.pinExpired });
    expect((await login(t, 'staff', form.email)).statusCode).toBe(403);
  });

  it('treats a malformed code as a wrong guess', async () => {
    const form = await registered();
    const response = await post('student', 'verify-email', { email: form.email, pin: 'abc' });
    expect(response.statusCode).toBe(401);
    expect((await challengeOf('student', form.email)).attemptsLeft).toBe(4);
  });
});

describe('codes of one kind do not open the other flow', () => {
  it('a registration code neither verifies a reset PIN nor resets the password', async () => {
    const form = await registered();
    const pinCheck = await post('student', 'verify-pin', { email: form.email, pin: form.code });
    expect(pinCheck.statusCode).toBe(400);
    expect(pinCheck.json()).toEqual({ Error: MESSAGES.pinExpired });
    const reset = await post('student', 'reset-password', {
      email: form.email,
      pin: form.code,
      password: 'BrandNew9',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ Error: MESSAGES.resetNotVerified });
    // The code still verifies the email afterwards: those calls spent nothing of it.
    const verified = await post('student', 'verify-email', { email: form.email, pin: form.code });
    expect(verified.statusCode).toBe(200);
  });

  it('a reset PIN does not verify the email, but completing the reset does', async () => {
    const form = await registered('client');
    await post('client', 'forgot-password', { email: form.email });
    const pin = latestCode(t, form.email);
    const asEmailCode = await post('client', 'verify-email', { email: form.email, pin });
    expect(asEmailCode.statusCode).toBe(400);
    expect(asEmailCode.json()).toEqual({ Error: MESSAGES.pinExpired });
    expect((await login(t, 'client', form.email)).statusCode).toBe(403);

    expect((await post('client', 'verify-pin', { email: form.email, pin })).statusCode).toBe(200);
    const reset = await post('client', 'reset-password', {
      email: form.email,
      pin,
      password: 'BrandNew9',
    });
    expect(reset.statusCode).toBe(200);
    expect(await verifiedAtOf('client', form.email)).toBeInstanceOf(Date);
    expect((await login(t, 'client', form.email, 'BrandNew9')).statusCode).toBe(200);
  });
});

describe('POST /api/{role}/verify-email/resend', () => {
  const resend = (role: AccountType, email: unknown) =>
    post(role, 'verify-email/resend', { email });

  it('asks for a well-formed email', async () => {
    expect((await resend('student', undefined)).json()).toEqual({ Error: MESSAGES.enterEmail });
    const malformed = await resend('client', 'not-an-email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ Error: MESSAGES.emailInvalid });
    const long = await resend('client', `${'a'.repeat(250)}@example.com`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ Error: tooLong('email', LIMITS.email) });
  });

  it('answers alike for unknown, verified and unverified accounts; mails only the last', async () => {
    const form = await registered();
    const verifiedAccount = await createAccount(t.db, 'student');
    const before = t.mailer.sent.length;
    for (const email of ['z0000005@ad.unsw.edu.au', verifiedAccount.email, form.email]) {
      const response = await resend('student', email.toUpperCase());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.verificationEmailSent });
    }
    await t.app.outbox.drain();
    const sent = t.mailer.sent.slice(before);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[form.email, 'Verify Your Email']]);
  });

  it('replaces the old code with a fresh one', async () => {
    const form = await registered();
    expect((await resend('student', form.email)).statusCode).toBe(200);
    const fresh = await emailedVerifyCode(t, form.email);
    if (fresh !== form.code) {
      const stale = await post('student', 'verify-email', { email: form.email, pin: form.code });
      expect(stale.statusCode).toBe(401);
    }
    const { accountId } = await challengeOf('student', form.email);
    const rows = await t.db
      .select()
      .from(resetChallenges)
      .where(eq(resetChallenges.accountId, accountId));
    expect(rows).toHaveLength(1);
    const verified = await post('student', 'verify-email', { email: form.email, pin: fresh });
    expect(verified.statusCode).toBe(200);
    expect((await login(t, 'student', form.email, PASSWORD)).statusCode).toBe(200);
  });
});

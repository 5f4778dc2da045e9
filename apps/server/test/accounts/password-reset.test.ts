import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { resetChallenges } from '../../src/db/schema';
import { createFileMailer } from '../../src/mail/mailer';
import { createAccount, latestCode, login, signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (role: string, step: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/${role}/${step}`, payload });
const NEW_PASSWORD = 'BrandNew9';

/** A fresh account with an emailed PIN. */
async function withPin(type: 'student' | 'staff' | 'client' = 'student') {
  const account = await createAccount(t.db, type);
  const response = await post(type, 'forgot-password', { email: account.email });
  expect(response.statusCode).toBe(200);
  return { ...account, pin: latestCode(t, account.email) };
}
const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/{role}/forgot-password', () => {
  it('asks for an email, then says when the email is unknown', async () => {
    expect((await post('student', 'forgot-password', {})).json()).toEqual({
      Error: MESSAGES.enterEmail,
    });
    const unknown = await post('student', 'forgot-password', { email: 'z0000001@ad.unsw.edu.au' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: MESSAGES.emailNotFound });
  });

  it('emails a 6-digit PIN and a link to the verify screen, storing only a hash', async () => {
    const account = await createAccount(t.db, 'client');
    const response = await post('client', 'forgot-password', { email: account.email });
    expect(response.json()).toEqual({ message: MESSAGES.resetEmailSent });
    const mail = t.mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: account.email, subject: 'Reset Your Password' });
    expect(mail.text).toContain(
      `/reset-password/verify/client/${encodeURIComponent(account.email)}`,
    );
    const pin = latestCode(t, account.email);
    const [challenge] = await t.db
      .select()
      .from(resetChallenges)
      .where(eq(resetChallenges.accountId, account.id));
    expect(challenge).toMatchObject({ kind: 'reset', attemptsLeft: 5, verifiedAt: null });
    expect(challenge!.codeHash).not.toContain(pin);
    const ttl = challenge!.expiresAt.getTime() - challenge!.createdAt.getTime();
    expect(Math.abs(ttl - 15 * 60_000)).toBeLessThan(5_000);
  });

  it('says the email could not be sent when the mail service refuses', async () => {
    const failing = await createTestApp({
      mailer: { sent: [], send: () => Promise.reject(new Error('SMTP down')) },
    });
    try {
      const account = await createAccount(failing.db, 'student');
      const response = await failing.app.inject({
        method: 'POST',
        url: '/api/student/forgot-password',
        payload: { email: account.email },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: MESSAGES.emailCouldNotSend });
    } finally {
      await failing.close();
    }
  });

  it('replaces an earlier PIN', async () => {
    const first = await withPin();
    await post('student', 'forgot-password', { email: first.email });
    const second = latestCode(t, first.email);
    if (second !== first.pin) {
      const stale = await post('student', 'verify-pin', { email: first.email, pin: first.pin });
      expect(stale.statusCode).toBe(401);
    }
    const rows = await t.db
      .select()
      .from(resetChallenges)
      .where(eq(resetChallenges.accountId, first.id));
    expect(rows).toHaveLength(1);
    expect(
      (await post('student', 'verify-pin', { email: first.email, pin: second })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/{role}/verify-pin', () => {
  it('asks for the PIN', async () => {
    const response = await post('student', 'verify-pin', { email: 'z1@ad.unsw.edu.au' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: MESSAGES.enterPin });
  });

  it('answers 401 for an unknown account or a wrong PIN, and 400 with no challenge', async () => {
    const unknown = await post('student', 'verify-pin', {
      email: 'z0000002@ad.unsw.edu.au',
      pin: '123456',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ Error: MESSAGES.invalidPin });

    const noChallenge = await createAccount(t.db, 'student');
    const response = await post('student', 'verify-pin', {
      email: noChallenge.email,
      pin: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: MESSAGES.pinExpired });
  });

  it('voids the PIN on the fifth wrong attempt, even for the right PIN afterwards', async () => {
    const account = await withPin();
    const bad = wrongPin(account.pin);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await post('student', 'verify-pin', { email: account.email, pin: bad });
      expect(response.statusCode).toBe(401);
    }
    const fifth = await post('student', 'verify-pin', { email: account.email, pin: bad });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual({ Error: MESSAGES.pinTooManyAttempts });
    const after = await post('student', 'verify-pin', { email: account.email, pin: account.pin });
    expect(after.json()).toEqual({ Error: MESSAGES.pinExpired });
  });

  it('counts concurrent wrong guesses exactly', async () => {
    const account = await withPin();
    const bad = wrongPin(account.pin);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('student', 'verify-pin', { email: account.email, pin: bad }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(responses.filter((r) => r.json().Error === MESSAGES.pinTooManyAttempts)).toHaveLength(1);
    const [challenge] = await t.db
      .select()
      .from(resetChallenges)
      .where(eq(resetChallenges.accountId, account.id));
    expect(challenge?.attemptsLeft).toBe(0);
  });

  it('treats a malformed PIN as a wrong guess', async () => {
    const account = await withPin();
    const response = await post('student', 'verify-pin', { email: account.email, pin: 'abc' });
    expect(response.statusCode).toBe(401);
    const [challenge] = await t.db
      .select()
      .from(resetChallenges)
      .where(eq(resetChallenges.accountId, account.id));
    expect(challenge?.attemptsLeft).toBe(4);
  });

  it('refuses an expired PIN', async () => {
    const account = await withPin();
    await t.db
      .update(resetChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetChallenges.accountId, account.id));
    const response = await post('student', 'verify-pin', {
      email: account.email,
      pin: account.pin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: MESSAGES.pinExpired });
  });

  it('verifies the right PIN', async () => {
    const account = await withPin('staff');
    const response = await post('staff', 'verify-pin', { email: account.email, pin: account.pin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.pinVerified });
  });
});

describe('POST /api/{role}/reset-password', () => {
  it('validates the new password before anything else', async () => {
    const account = await withPin();
    expect((await post('student', 'reset-password', { email: account.email })).json()).toEqual({
      Error: MESSAGES.enterNewPassword,
    });
    const weak = await post('student', 'reset-password', {
      email: account.email,
      password: 'weak',
    });
    expect(weak.json()).toEqual({ Error: MESSAGES.passwordRules });
  });

  it('checks the new password before the PIN, whatever the PIN', async () => {
    const account = await withPin();
    for (const pin of [undefined, 'nope', 42]) {
      const missing = await post('student', 'reset-password', { email: account.email, pin });
      expect(missing.json()).toEqual({ Error: MESSAGES.enterNewPassword });
      const weak = await post('student', 'reset-password', {
        email: account.email,
        pin,
        password: 'weak',
      });
      expect(weak.json()).toEqual({ Error: MESSAGES.passwordRules });
    }
  });

  it('refuses a reset without a verified PIN', async () => {
    const account = await withPin();
    const response = await post('student', 'reset-password', {
      email: account.email,
      pin: account.pin,
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: MESSAGES.resetNotVerified });
    const unknown = await post('student', 'reset-password', {
      email: 'z0000003@ad.unsw.edu.au',
      pin: '123456',
      password: NEW_PASSWORD,
    });
    expect(unknown.json()).toEqual({ Error: MESSAGES.resetNotVerified });
  });

  it('refuses a verification older than 15 minutes', async () => {
    const account = await withPin();
    await post('student', 'verify-pin', { email: account.email, pin: account.pin });
    await t.db
      .update(resetChallenges)
      .set({ verifiedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(resetChallenges.accountId, account.id));
    const response = await post('student', 'reset-password', {
      email: account.email,
      pin: account.pin,
      password: NEW_PASSWORD,
    });
    expect(response.json()).toEqual({ Error: MESSAGES.resetNotVerified });
  });

  it('needs the PIN that verified the challenge: knowing the email is not enough', async () => {
    const victim = await withPin();
    expect(
      (await post('student', 'verify-pin', { email: victim.email, pin: victim.pin })).statusCode,
    ).toBe(200);
    // In the 15 minutes after the real user verified, someone who knows only the email tries.
    for (const pin of [undefined, '', wrongPin(victim.pin), 'abcdef', 123456, '1'.repeat(500)]) {
      const attempt = await post('student', 'reset-password', {
        email: victim.email,
        pin,
        password: 'Attacker9',
      });
      expect(attempt.statusCode).toBe(400);
      expect(attempt.json()).toEqual({ Error: MESSAGES.resetNotVerified });
    }
    expect((await login(t, 'student', victim.email, 'Attacker9')).statusCode).toBe(401);
    const real = await post('student', 'reset-password', {
      email: victim.email,
      pin: victim.pin,
      password: NEW_PASSWORD,
    });
    expect(real.statusCode).toBe(200);
    expect((await login(t, 'student', victim.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('spends an attempt on each wrong PIN, so guessing within the window voids the reset', async () => {
    const victim = await withPin('staff');
    await post('staff', 'verify-pin', { email: victim.email, pin: victim.pin });
    const guesses = [1, 2, 3, 4, 5].map((k) =>
      String((Number(victim.pin) + k) % 1_000_000).padStart(6, '0'),
    );
    for (const pin of guesses) {
      const guess = await post('staff', 'reset-password', {
        email: victim.email,
        pin,
        password: 'Attacker9',
      });
      expect(guess.json()).toEqual({ Error: MESSAGES.resetNotVerified });
    }
    const [challenge] = await t.db
      .select()
      .from(resetChallenges)
      .where(eq(resetChallenges.accountId, victim.id));
    expect(challenge?.attemptsLeft).toBe(0);
    const late = await post('staff', 'reset-password', {
      email: victim.email,
      pin: victim.pin,
      password: NEW_PASSWORD,
    });
    expect(late.json()).toEqual({ Error: MESSAGES.resetNotVerified });
    expect((await login(t, 'staff', victim.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses the PIN of a challenge that was replaced', async () => {
    const account = await withPin();
    await post('student', 'verify-pin', { email: account.email, pin: account.pin });
    await post('student', 'forgot-password', { email: account.email });
    const fresh = latestCode(t, account.email);
    await post('student', 'verify-pin', { email: account.email, pin: fresh });
    if (fresh !== account.pin) {
      const old = await post('student', 'reset-password', {
        email: account.email,
        pin: account.pin,
        password: NEW_PASSWORD,
      });
      expect(old.json()).toEqual({ Error: MESSAGES.resetNotVerified });
    }
    const current = await post('student', 'reset-password', {
      email: account.email,
      pin: fresh,
      password: NEW_PASSWORD,
    });
    expect(current.statusCode).toBe(200);
  });

  it('sets the password once, revokes older tokens and emails the account', async () => {
    const account = await signedIn(t, 'client');
    await post('client', 'forgot-password', { email: account.email });
    const pin = latestCode(t, account.email);
    await post('client', 'verify-pin', { email: account.email, pin });

    const [first, second] = await Promise.all([
      post('client', 'reset-password', { email: account.email, pin, password: NEW_PASSWORD }),
      post('client', 'reset-password', { email: account.email, pin, password: 'Another99' }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 400]);
    const winner = first!.statusCode === 200 ? NEW_PASSWORD : 'Another99';
    expect((first!.statusCode === 200 ? first : second)!.json()).toEqual({
      message: MESSAGES.passwordReset,
    });

    expect((await login(t, 'client', account.email)).statusCode).toBe(401);
    expect((await login(t, 'client', account.email, winner)).statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/client/details/${account.id}`,
      headers: account.headers,
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ Error: MESSAGES.invalidToken });
    await t.app.outbox.drain();
    expect(t.mailer.sent.at(-1)).toMatchObject({
      to: account.email,
      subject: 'Your Password Was Changed',
    });
    const again = await post('client', 'reset-password', {
      email: account.email,
      pin,
      password: NEW_PASSWORD,
    });
    expect(again.json()).toEqual({ Error: MESSAGES.resetNotVerified });
  });

  it('keeps working when the password-changed email fails', async () => {
    const mailer = createFileMailer({});
    const flaky = await createTestApp({
      mailer: {
        sent: mailer.sent,
        send: (mail) =>
          mail.subject === 'Your Password Was Changed'
            ? Promise.reject(new Error('SMTP down'))
            : mailer.send(mail),
      },
    });
    try {
      const account = await createAccount(flaky.db, 'student');
      const call = (step: string, payload: object) =>
        flaky.app.inject({ method: 'POST', url: `/api/student/${step}`, payload });
      await call('forgot-password', { email: account.email });
      const pin = latestCode(flaky, account.email);
      await call('verify-pin', { email: account.email, pin });
      const response = await call('reset-password', {
        email: account.email,
        pin,
        password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await flaky.close();
    }
  });
});

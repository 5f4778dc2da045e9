import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MEMBER_MESSAGES, MESSAGES } from '@capstone/contracts';
import { resetChallenges } from '../../src/db/schema';
import { ACCOUNT_BUDGETS } from '../../src/lib/rate-limiter';
import { addStaff, createCourse, createSubcourse, enrol } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { createAccount, signedIn } from '../helpers/factories';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import {
  accessCodeRows,
  codeIn,
  importedMember,
  queueAccessMail,
  setOutboxState,
} from './access-code-fixtures';
import { courseAdminWithSubcourse } from './member-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (subcourseId: string, accountId: string) =>
  `/api/staff/subcourse/${subcourseId}/members/${accountId}/access-code`;

const resend = (app: TestApp, headers: Record<string, string>, path: string) =>
  app.app.inject({ method: 'POST', url: path, headers });

const post = (type: 'student' | 'staff', step: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/${type}/${step}`, payload });

async function challengeOf(type: 'student' | 'staff', accountId: string) {
  const [row] = await t.db
    .select()
    .from(resetChallenges)
    .where(and(eq(resetChallenges.accountType, type), eq(resetChallenges.accountId, accountId)));
  return row;
}

describe('POST /api/staff/subcourse/{id}/members/{accountId}/access-code: failures', () => {
  it('401 without a token', async () => {
    const { subcourse } = await courseAdminWithSubcourse(t);
    const member = await importedMember(t, subcourse.id);
    const response = await t.app.inject({ method: 'POST', url: url(subcourse.id, member.id) });
    expectError(response, 401, MESSAGES.missingAuth);
  });

  it('400 for an over-long account id and on an archived subcourse', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const long = await resend(t, admin.headers, url(subcourse.id, 'x'.repeat(LIMITS.id + 1)));
    expectError(long, 400, `accountId must be at most ${LIMITS.id} characters`);

    const owner = await signedIn(t, 'staff');
    const course = await createCourse(t.db, owner.id);
    const archived = await createSubcourse(t.db, course, { isArchived: true });
    const member = await importedMember(t, archived.id);
    const response = await resend(t, owner.headers, url(archived.id, member.id));
    expectError(response, 400, 'This subcourse is archived');
  });

  it('404 for another course admin, 403 for a tutor and for an enrolled student', async () => {
    const { subcourse } = await courseAdminWithSubcourse(t);
    const member = await importedMember(t, subcourse.id);
    const path = url(subcourse.id, member.id);

    const other = await courseAdminWithSubcourse(t);
    expectError(
      await resend(t, other.admin.headers, path),
      404,
      'Subcourse cannot be found in database',
    );

    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
    expectError(await resend(t, tutor.headers, path), 403, 'Only course admins can do this');

    const student = await signedIn(t, 'student');
    await enrol(t.db, subcourse.id, student.id);
    expectError(await resend(t, student.headers, path), 403, 'Only course staff can do this');

    expect(await accessCodeRows(t, 'student', member.id)).toHaveLength(1);
  });

  it('404 for an account that is not a member of the subcourse', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const elsewhere = await courseAdminWithSubcourse(t);
    const outsider = await importedMember(t, elsewhere.subcourse.id);
    const client = await createAccount(t.db, 'client', { withPassword: false });
    for (const id of [outsider.id, client.id, 'no-such-account']) {
      const response = await resend(t, admin.headers, url(subcourse.id, id));
      expectError(response, 404, MEMBER_MESSAGES.memberNotInSubcourse);
    }
    expect(await accessCodeRows(t, 'student', outsider.id)).toHaveLength(1);
  });

  it('409 for a member who has already set a password, and nothing is written', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const student = await createAccount(t.db, 'student');
    await enrol(t.db, subcourse.id, student.id);
    const response = await resend(t, admin.headers, url(subcourse.id, student.id));
    expectError(response, 409, 'This member has already set a password');
    expect(await challengeOf('student', student.id)).toBeUndefined();
    expect(await accessCodeRows(t, 'student', student.id)).toEqual([]);

    const self = await resend(t, admin.headers, url(subcourse.id, admin.id));
    expectError(self, 409, 'This member has already set a password');
  });
});

describe('POST /api/staff/subcourse/{id}/members/{accountId}/access-code: success', () => {
  it('voids the old code: it no longer verifies, the new one sets the password', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const member = await importedMember(t, subcourse.id);
    await setOutboxState(t, member.outboxId, 'failed');
    const before = await challengeOf('student', member.id);

    const response = await resend(t, admin.headers, url(subcourse.id, member.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Access code sent' });

    const [latest, first, ...more] = await accessCodeRows(t, 'student', member.id);
    expect(more).toEqual([]);
    expect(first).toMatchObject({ id: member.outboxId, status: 'failed' });
    expect(latest).toMatchObject({
      kind: 'access-code',
      toEmail: member.email,
      subject: 'Capstone Management System Registration',
      accountType: 'student',
      accountId: member.id,
    });
    expect(latest!.text).toContain(`/reset-password/verify/student/`);
    const code = codeIn(latest!.text);
    expect(code).not.toBe(member.code);
    const after = await challengeOf('student', member.id);
    expect(after!.id).not.toBe(before!.id);
    expect(after!.kind).toBe('access');
    const days = (after!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);

    const old = await post('student', 'verify-pin', { email: member.email, pin: member.code });
    expectError(old, 401, MESSAGES.invalidPin);
    const oldReset = await post('student', 'reset-password', {
      email: member.email,
      pin: member.code,
      password: 'NewPassw0rd',
    });
    expectError(oldReset, 400, MESSAGES.resetNotVerified);

    expect(
      (await post('student', 'verify-pin', { email: member.email, pin: code })).statusCode,
    ).toBe(200);
    const reset = await post('student', 'reset-password', {
      email: member.email,
      pin: code,
      password: 'NewPassw0rd',
    });
    expect(reset.statusCode).toBe(200);
    const login = await post('student', 'login', { email: member.email, password: 'NewPassw0rd' });
    expect(login.statusCode).toBe(200);

    const again = await resend(t, admin.headers, url(subcourse.id, member.id));
    expectError(again, 409, 'This member has already set a password');
  });

  it('drops the mails of the old code still waiting to be sent', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const member = await importedMember(t, subcourse.id);
    await setOutboxState(t, member.outboxId, 'pending');
    const sentBefore = await queueAccessMail(t, member);
    await setOutboxState(t, sentBefore, 'sent');
    const elsewhere = await importedMember(t, subcourse.id);
    await setOutboxState(t, elsewhere.outboxId, 'pending');

    expect((await resend(t, admin.headers, url(subcourse.id, member.id))).statusCode).toBe(200);
    const rows = await accessCodeRows(t, 'student', member.id);
    expect(rows.map((row) => row.id)).not.toContain(member.outboxId);
    expect(rows.map((row) => row.id)).toContain(sentBefore);
    expect(rows).toHaveLength(2);
    expect(codeIn(rows[0]!.text)).not.toBe(member.code);
    expect(await accessCodeRows(t, 'student', elsewhere.id)).toHaveLength(1);
  });

  it('mails a tutor of the subcourse a staff access code', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const tutor = await importedMember(t, subcourse.id, 'staff');
    const response = await resend(t, admin.headers, url(subcourse.id, tutor.id));
    expect(response.json()).toEqual({ message: 'Access code sent' });
    const [latest] = await accessCodeRows(t, 'staff', tutor.id);
    expect(latest!.id).not.toBe(tutor.outboxId);
    expect(latest!.text).toContain('/reset-password/verify/staff/');
    const code = codeIn(latest!.text);
    expect((await post('staff', 'verify-pin', { email: tutor.email, pin: code })).statusCode).toBe(
      200,
    );
    expectError(
      await post('staff', 'verify-pin', { email: tutor.email, pin: tutor.code }),
      401,
      MESSAGES.invalidPin,
    );
  });

  it('mails a member imported before the outbox recorded emails, who then shows pending', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const legacy = await createAccount(t.db, 'student', { withPassword: false });
    await enrol(t.db, subcourse.id, legacy.id);
    const members = () =>
      t.app.inject({ url: `/api/admin/subcourse/members/${subcourse.id}`, headers: admin.headers });
    const stateOf = async () =>
      (await members())
        .json<{ id: string; access_email: { status: string } | null }[]>()
        .find((m) => m.id === legacy.id)?.access_email?.status;
    expect(await stateOf()).toBe('unrecorded');

    const response = await resend(t, admin.headers, url(subcourse.id, legacy.id));
    expect(response.json()).toEqual({ message: 'Access code sent' });
    const [latest] = await accessCodeRows(t, 'student', legacy.id);
    expect(latest!.text).toContain('/reset-password/verify/student/');
    expect(await stateOf()).toMatch(/^(pending|sent)$/);
  });
});

describe('access-code resend limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      budgets: {
        ...GENEROUS_BUDGETS,
        accessResendPerAccount: ACCOUNT_BUDGETS.accessResendPerAccount,
      },
    });
  });
  afterAll(() => limited.close());

  it('are 3 per account in 15 minutes, then 429 with Retry-After', async () => {
    expect(ACCOUNT_BUDGETS.accessResendPerAccount).toEqual({ limit: 3, windowMs: 15 * 60_000 });
    const { admin, subcourse } = await courseAdminWithSubcourse(limited);
    const member = await importedMember(limited, subcourse.id);
    const other = await importedMember(limited, subcourse.id);
    for (let i = 0; i < 3; i++) {
      expect((await resend(limited, admin.headers, url(subcourse.id, member.id))).statusCode).toBe(
        200,
      );
    }
    const [challenge] = await limited.db
      .select({ id: resetChallenges.id })
      .from(resetChallenges)
      .where(eq(resetChallenges.accountId, member.id));
    const refused = await resend(limited, admin.headers, url(subcourse.id, member.id));
    expectError(refused, 429, MESSAGES.tooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [unchanged] = await limited.db
      .select({ id: resetChallenges.id })
      .from(resetChallenges)
      .where(eq(resetChallenges.accountId, member.id));
    expect(unchanged).toEqual(challenge);
    expect((await resend(limited, admin.headers, url(subcourse.id, other.id))).statusCode).toBe(
      200,
    );
  });
});

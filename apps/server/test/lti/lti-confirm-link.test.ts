import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SIGN_IN_MESSAGES } from '@capstone/contracts';
import { authFlows } from '../../src/db/schema';
import { enrol } from '../helpers/course-factories';
import { createAccount, nextZid, PASSWORD, unswEmail } from '../helpers/factories';
import { GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import { ROLE, type FakePlatform } from './fake-platform';
import { launchAs } from './lti-helpers';
import {
  contextRow,
  enrolmentIn,
  linkedAccount,
  linkedContext,
  ltiPlatformsWorld,
  nextContextId,
} from './lti-trust-helpers';

/**
 * A first launch whose email matches an existing password account (`POST /api/lti/confirm-link`):
 * the LMS's email finds the account, but only that account's password links it.
 */
let t: TestApp;
let platform: FakePlatform;
/** A second registration whose entry says its addresses are proven (`trust_email`). */
let trusted: FakePlatform;
let close: () => Promise<void>;
beforeAll(async () => {
  const world = await ltiPlatformsWorld([{}, { trust_email: true }], {
    budgets: { ...GENEROUS_BUDGETS, loginFailuresPerIp: { limit: 8, windowMs: 60_000 } },
  });
  ({ t, close } = world);
  [platform, trusted] = world.platforms as [FakePlatform, FakePlatform];
});
afterAll(() => close());

/** Each test guesses from its own address: the per-address budget is small in this file. */
let addressCounter = 0;
const nextAddress = () => `10.0.0.${++addressCounter}`;

const confirm = (payload: unknown, remoteAddress = '10.9.9.9') =>
  t.app.inject({
    method: 'POST',
    url: '/api/lti/confirm-link',
    payload: payload as object,
    remoteAddress,
  });

/** A student with a password enrolled nowhere, and a linked course. */
async function studentAndCourse() {
  const student = await createAccount(t.db, 'student');
  const course = await linkedContext(t, platform);
  return { student, ...course };
}

/** Someone else in the LMS, whose address there is the student's. */
async function launchWithEmail(email: string, contextId: string, on = platform) {
  const sub = `someone-else-${nextZid()}`;
  const { fields } = await launchAs(t, on, { sub, roles: [ROLE.learner], email, contextId });
  return { sub, fields };
}

const pendingRows = () =>
  t.db
    .select()
    .from(authFlows)
    .where(sql`${authFlows.kind} = 'lti-confirm'`);

describe('a first launch whose email finds a password account', () => {
  it('signs nobody in and links nothing: the page asks for the password', async () => {
    const { student, contextId, subcourse } = await studentAndCourse();
    const before = (await pendingRows()).length;
    const { sub, fields } = await launchWithEmail(student.email, contextId);
    const ref = fields.get('confirm');
    expect(ref).toMatch(/^[\w-]{40,}$/);
    expect([...fields.keys()]).toEqual(['confirm']);
    expect(await linkedAccount(t, platform.issuer, sub)).toEqual([]);
    expect(await enrolmentIn(t, subcourse.id, student.id)).toBeUndefined();
    // Kept for ten minutes under a hash of the reference, never the reference itself.
    const rows = await pendingRows();
    expect(rows.length).toBe(before + 1);
    const row = rows.find((r) => r.data.subject === sub)!;
    expect(row.state).not.toBe(ref);
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThan(10.1 * 60_000);
  });

  it('POST /api/lti/confirm-link walks 400, 404, then five wrong passwords kill the reference', async () => {
    const { student, contextId } = await studentAndCourse();
    const { sub, fields } = await launchWithEmail(student.email, contextId);
    const ref = fields.get('confirm')!;
    const from = nextAddress();
    for (const [payload, message] of [
      [{}, 'Link expired. Open Capstone from your course again'],
      [{ ref }, 'Enter the password of your Capstone account'],
      [{ ref, password: '' }, 'Enter the password of your Capstone account'],
      [{ ref: 'x'.repeat(101), password: PASSWORD }, 'ref must be at most 100 characters'],
      [{ ref, password: 'x'.repeat(129) }, 'password must be at most 128 characters'],
    ] as const) {
      const response = await confirm(payload, from);
      expect(response.json(), JSON.stringify(payload)).toEqual({ Error: message });
      expect(response.statusCode).toBe(400);
    }
    const unknown = await confirm({ ref: 'no-such-reference', password: PASSWORD }, from);
    expect(unknown.json()).toEqual({ Error: SIGN_IN_MESSAGES.confirmLinkExpired });
    expect(unknown.statusCode).toBe(404);

    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await confirm({ ref, password: 'Wrong1234' }, nextAddress());
      expect(wrong.json(), `attempt ${attempt}`).toEqual({
        Error: SIGN_IN_MESSAGES.passwordIncorrect,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const dead = await confirm({ ref, password: PASSWORD }, nextAddress());
    expect(dead.json()).toEqual({ Error: SIGN_IN_MESSAGES.confirmLinkExpired });
    expect(dead.statusCode).toBe(404);
    expect(await linkedAccount(t, platform.issuer, sub)).toEqual([]);
  });

  it('the right password links the account and hands over what the launch would have', async () => {
    const { student, contextId, subcourse } = await studentAndCourse();
    const { sub, fields } = await launchWithEmail(student.email, contextId);
    const ref = fields.get('confirm')!;
    const from = nextAddress();
    expect((await confirm({ ref, password: 'Wrong1234' }, from)).statusCode).toBe(400);

    const response = await confirm({ ref, password: PASSWORD }, from);
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, string>>();
    expect(body).toEqual({
      access_token: expect.any(String),
      user: 'student',
      id: student.id,
      subcourse: subcourse.id,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/student/details/${student.id}`,
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(await linkedAccount(t, platform.issuer, sub)).toEqual([
      { accountId: student.id, type: 'student' },
    ]);
    expect(await enrolmentIn(t, subcourse.id, student.id)).toEqual({ tutorial: 'LMS' });

    // One use only; the next launch of that subject signs in at once.
    const reused = await confirm({ ref, password: PASSWORD }, from);
    expect(reused.statusCode).toBe(404);
    const again = await launchAs(t, platform, {
      sub,
      roles: [ROLE.learner],
      email: student.email,
      contextId,
    });
    expect(again.fields.get('confirm')).toBeNull();
    expect(again.fields.get('error')).toBeNull();
    expect(again.fields.get('subcourse')).toBe(subcourse.id);
  });

  it('is dead after ten minutes', async () => {
    const { student, contextId } = await studentAndCourse();
    const { sub, fields } = await launchWithEmail(student.email, contextId);
    const ref = fields.get('confirm')!;
    await t.db
      .update(authFlows)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(
        and(sql`${authFlows.kind} = 'lti-confirm'`, sql`${authFlows.data} ->> 'subject' = ${sub}`),
      );
    const expired = await confirm({ ref, password: PASSWORD }, nextAddress());
    expect(expired.json()).toEqual({ Error: SIGN_IN_MESSAGES.confirmLinkExpired });
    expect(expired.statusCode).toBe(404);
    expect(await linkedAccount(t, platform.issuer, sub)).toEqual([]);
  });

  it("an instructor's confirmation continues to linking the LMS course", async () => {
    const instructor = await createAccount(t.db, 'staff');
    const contextId = nextContextId('unlinked');
    const sub = `teacher-${instructor.zid}`;
    const { fields } = await launchAs(t, platform, {
      sub,
      roles: [ROLE.instructor],
      email: instructor.email,
      contextId,
    });
    const ref = fields.get('confirm')!;
    expect(ref).toBeTruthy();
    const context = (await contextRow(t, platform, contextId))!;
    expect(context.linkableBy).toEqual([]);
    const response = await confirm({ ref, password: PASSWORD }, nextAddress());
    expect(response.json()).toEqual({
      access_token: expect.any(String),
      user: 'staff',
      id: instructor.id,
      link: context.id,
    });
    expect((await contextRow(t, platform, contextId))!.linkableBy).toEqual([instructor.id]);
  });

  it('answers 429 past the per-address budget of failed tries', async () => {
    const from = nextAddress();
    for (let i = 0; i < 8; i++) {
      expect((await confirm({ ref: `nope-${i}`, password: PASSWORD }, from)).statusCode).toBe(404);
    }
    const refused = await confirm({ ref: 'nope-last', password: PASSWORD }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Error: MESSAGES.tooManyAttempts });
  });
});

describe('accounts linked at once, as before', () => {
  it('an imported account without a password', async () => {
    const { contextId, subcourse } = await linkedContext(t, platform);
    const imported = await createAccount(t.db, 'student', { withPassword: false });
    await enrol(t.db, subcourse.id, imported.id, { tutorial: 'H12A' });
    const { sub, fields } = await launchWithEmail(imported.email, contextId);
    expect(fields.get('confirm')).toBeNull();
    expect(fields.get('error')).toBeNull();
    expect(fields.get('subcourse')).toBe(subcourse.id);
    expect(await linkedAccount(t, platform.issuer, sub)).toEqual([
      { accountId: imported.id, type: 'student' },
    ]);
  });

  it('a password account, from a platform whose entry has "trust_email": true', async () => {
    const student = await createAccount(t.db, 'student');
    const { contextId, subcourse } = await linkedContext(t, trusted);
    const { sub, fields } = await launchWithEmail(student.email, contextId, trusted);
    expect(fields.get('confirm')).toBeNull();
    expect(fields.get('error')).toBeNull();
    expect(fields.get('subcourse')).toBe(subcourse.id);
    expect(await linkedAccount(t, trusted.issuer, sub)).toEqual([
      { accountId: student.id, type: 'student' },
    ]);
    expect(await enrolmentIn(t, subcourse.id, student.id)).toEqual({ tutorial: 'LMS' });
  });

  it('a new person, whose account the launch creates', async () => {
    const { contextId, subcourse } = await linkedContext(t, platform);
    const zid = nextZid();
    const { sub, fields } = await launchWithEmail(unswEmail(zid), contextId);
    expect(fields.get('confirm')).toBeNull();
    expect(fields.get('subcourse')).toBe(subcourse.id);
    expect(await linkedAccount(t, platform.issuer, sub)).toHaveLength(1);
  });
});

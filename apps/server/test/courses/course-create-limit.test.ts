import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, MESSAGES } from '@capstone/contracts';
import { courses } from '../../src/db/schema';
import { ACCOUNT_BUDGETS } from '../../src/lib/rate-limiter';
import { nextCourseCode } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    budgets: {
      ...GENEROUS_BUDGETS,
      courseCreatesPerAccount: ACCOUNT_BUDGETS.courseCreatesPerAccount,
    },
  });
});
afterAll(() => t.close());

const create = (headers: Record<string, string>, code = nextCourseCode()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/course/create',
    headers,
    payload: {
      name: 'Capstone Project',
      code,
      description: 'Industry projects',
      termDates: { '1': '17-02-2025 to 30-04-2025' },
    },
  });

const ownedBy = async (ownerId: string) =>
  (await t.db.select({ id: courses.id }).from(courses).where(eq(courses.ownerId, ownerId))).length;

describe('course creation budget (api.md §20.4)', () => {
  it('is 20 parent courses per account per day', () => {
    expect(ACCOUNT_BUDGETS.courseCreatesPerAccount).toEqual({
      limit: 20,
      windowMs: 24 * 60 * 60 * 1000,
    });
  });

  it('refuses the 21st course of a day with 429 and Retry-After; refused attempts cost nothing', async () => {
    const admin = await signedIn(t, 'staff');
    const taken = nextCourseCode();
    expect((await create(admin.headers, taken)).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) {
      const duplicate = await create(admin.headers, taken);
      expect(duplicate.json()).toEqual({ Error: COURSE_MESSAGES.alreadyExists });
    }
    for (let i = 1; i < 20; i++) expect((await create(admin.headers)).statusCode).toBe(201);
    const refused = await create(admin.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Error: MESSAGES.tooManyAttempts });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await ownedBy(admin.id)).toBe(20);

    // Another account has its own budget.
    const other = await signedIn(t, 'staff');
    expect((await create(other.headers)).statusCode).toBe(201);
  });

  it('counts any 24 hours, so the budget returns only as the oldest course ages out', async () => {
    const admin = await signedIn(t, 'staff');
    for (let i = 0; i < 20; i++) expect((await create(admin.headers)).statusCode).toBe(201);
    expect((await create(admin.headers)).statusCode).toBe(429);
    // Two courses made just over a day ago leave the window; the other 18 stay in it.
    const [first, second] = await t.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.ownerId, admin.id))
      .limit(2);
    for (const row of [first!, second!]) {
      await t.db
        .update(courses)
        .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
        .where(eq(courses.id, row.id));
    }
    expect((await create(admin.headers)).statusCode).toBe(201);
    expect((await create(admin.headers)).statusCode).toBe(201);
    expect((await create(admin.headers)).statusCode).toBe(429);
  });

  it('never lets concurrent requests create a 21st course', async () => {
    const admin = await signedIn(t, 'staff');
    const results = await Promise.all(Array.from({ length: 26 }, () => create(admin.headers)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
    expect(await ownedBy(admin.id)).toBe(20);
  });
});

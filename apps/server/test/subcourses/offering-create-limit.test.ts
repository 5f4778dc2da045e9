import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, OFFERINGS_PER_COURSE_PER_DAY, SUBCOURSE_MESSAGES } from '@capstone/contracts';
import { subcourses } from '../../src/db/schema';
import { ACCOUNT_BUDGETS } from '../../src/lib/rate-limiter';
import { createCourse } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    budgets: {
      ...GENEROUS_BUDGETS,
      offeringCreatesPerCourse: ACCOUNT_BUDGETS.offeringCreatesPerCourse,
    },
  });
});
afterAll(() => t.close());

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/subcourse/create',
    payload: payload as object,
    headers,
  });

/** The offering of term 1 in `year`: every year is a new offering of the same course. */
const offering = (code: string, year: number) => ({ term: 1, year, code });

const offeringsOf = async (courseId: string) =>
  (
    await t.db
      .select({ id: subcourses.id })
      .from(subcourses)
      .where(eq(subcourses.parentCourseId, courseId))
  ).length;

/** A course admin's course with `count` offerings created through the route (years 2001 on). */
async function courseWithOfferings(count: number) {
  const owner = await signedIn(t, 'staff');
  const course = await createCourse(t.db, owner.id);
  for (let i = 0; i < count; i++) {
    const response = await create(offering(course.code, 2001 + i), owner.headers);
    expect(response.statusCode).toBe(201);
  }
  return { owner, course };
}

describe('offering creation budget (api.md §21.4)', () => {
  it('is 20 offerings per parent course per day', () => {
    expect(OFFERINGS_PER_COURSE_PER_DAY).toBe(20);
    expect(ACCOUNT_BUDGETS.offeringCreatesPerCourse).toEqual({
      limit: 20,
      windowMs: 24 * 60 * 60 * 1000,
    });
  });

  it('answers 401, 400 and 404 before 429 when the course has no budget left', async () => {
    const { owner, course } = await courseWithOfferings(20);
    const other = await signedIn(t, 'staff');
    const body = offering(course.code, 2050);
    expect((await create(body)).json()).toEqual({ Error: MESSAGES.missingAuth });
    const badYear = await create({ ...body, year: 'soon' }, owner.headers);
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json()).toEqual({ Error: SUBCOURSE_MESSAGES.invalidYear });
    const notMine = await create(body, other.headers);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ Error: SUBCOURSE_MESSAGES.parentNotFound });
    expect((await create(body, owner.headers)).statusCode).toBe(429);
    expect(await offeringsOf(course.id)).toBe(20);
  });

  it('refuses the 21st offering of a day with 429 and Retry-After, and creates nothing', async () => {
    const { owner, course } = await courseWithOfferings(20);
    const refused = await create(offering(course.code, 2050), owner.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Error: SUBCOURSE_MESSAGES.offeringLimitReached });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await offeringsOf(course.id)).toBe(20);

    // The budget is the parent course's: the same admin's other course still has its own.
    const second = await createCourse(t.db, owner.id);
    expect((await create(offering(second.code, 2050), owner.headers)).statusCode).toBe(201);
  });

  it('counts any 24 hours: an offering older than a day leaves the window', async () => {
    const { owner, course } = await courseWithOfferings(20);
    const [oldest] = await t.db
      .select({ id: subcourses.id })
      .from(subcourses)
      .where(eq(subcourses.parentCourseId, course.id))
      .limit(1);
    await t.db
      .update(subcourses)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(subcourses.id, oldest!.id));
    expect((await create(offering(course.code, 2050), owner.headers)).statusCode).toBe(201);
    expect((await create(offering(course.code, 2051), owner.headers)).statusCode).toBe(429);
  });

  it('never lets concurrent requests create a 21st offering', async () => {
    const { owner, course } = await courseWithOfferings(18);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => create(offering(course.code, 2050 + i), owner.headers)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 429, 429, 429]);
    expect(await offeringsOf(course.id)).toBe(20);
  });
});

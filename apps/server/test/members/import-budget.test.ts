import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES, MESSAGES } from '@capstone/contracts';
import { emailOutbox, enrolments, staff, students } from '../../src/db/schema';
import { addStaff, createSubcourse } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import { courseAdminWithSubcourse, importMembers, rowsFor } from './member-helpers';

/**
 * The import budget (accounts a staff member's imports may create a day), here 30 accounts a
 * day so that the tests stay small; import-budget-real.test.ts runs the real 3,000.
 */
const BUDGET = 30;
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    budgets: { ...GENEROUS_BUDGETS, importAccountsPerStaff: { limit: BUDGET, windowMs: DAY } },
  });
});
afterAll(() => t.close());

const zidsOf = (rows: { zid: string }[]) => rows.map((r) => r.zid);
const studentsWith = async (zids: string[]) =>
  (await t.db.select({ id: students.id }).from(students).where(inArray(students.zid, zids))).length;
const staffWith = async (zids: string[]) =>
  (await t.db.select({ id: staff.id }).from(staff).where(inArray(staff.zid, zids))).length;
const mailsTo = async (rows: { email: string }[]) =>
  (
    await t.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.toEmail,
          rows.map((r) => r.email),
        ),
      )
  ).length;

function expectRefused(response: Awaited<ReturnType<typeof importMembers>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ Error: MEMBER_MESSAGES.importLimitReached });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(23 * 3600);
  expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
}

describe('import budget (api.md §21.4)', () => {
  it('answers in the words of api.md §21.4', () => {
    expect(MEMBER_MESSAGES.importLimitReached).toBe('Import limit reached for today');
  });

  it('answers 401, 400, 403 and 404 as before once the budget is spent', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const spent = await importMembers(t, 'students', admin.headers, subcourse.id, rowsFor(BUDGET));
    expect(spent.json()).toMatchObject({ created: BUDGET });
    const rows = rowsFor(1);
    const post = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/staff/subcourse/add-students', headers, payload });

    const anonymous = await post({}, { subcourseId: subcourse.id, students: rows });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ Error: MESSAGES.missingAuth });
    const notList = await post(admin.headers, { subcourseId: subcourse.id, students: 'x' });
    expect(notList.statusCode).toBe(400);
    expect(notList.json()).toEqual({ Error: MEMBER_MESSAGES.studentsMustBeList });
    // The admin as a tutor of someone else's subcourse: 403; an unrelated one: 404.
    const other = await courseAdminWithSubcourse(t);
    await addStaff(t.db, other.subcourse.id, admin.id, 'tutor', ['H12A']);
    const asTutor = await importMembers(t, 'students', admin.headers, other.subcourse.id, rows);
    expect(asTutor.statusCode).toBe(403);
    const third = await courseAdminWithSubcourse(t);
    const unrelated = await importMembers(t, 'students', admin.headers, third.subcourse.id, rows);
    expect(unrelated.statusCode).toBe(404);

    expectRefused(await importMembers(t, 'students', admin.headers, subcourse.id, rows));
    expect(await studentsWith(zidsOf(rows))).toBe(0);
  });

  it('refuses a whole import that would pass the budget before any row, then takes one that fits', async () => {
    const { admin, course, subcourse } = await courseAdminWithSubcourse(t);
    const first = rowsFor(25);
    const done = await importMembers(t, 'students', admin.headers, subcourse.id, first);
    expect(done.json()).toMatchObject({ created: 25, errors: [] });

    // 10 new accounts do not fit in the 5 left: nothing of the request is written, not even
    // the enrolment of the existing accounts in it, and no mail is queued.
    const second = await createSubcourse(t.db, course, { term: 2 });
    const tooMany = [...first.slice(0, 5), ...rowsFor(10)];
    const mailsBefore = await mailsTo(tooMany);
    expectRefused(await importMembers(t, 'students', admin.headers, second.id, tooMany));
    expect(await studentsWith(zidsOf(tooMany.slice(5)))).toBe(0);
    const enrolledInSecond = await t.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.subcourseId, second.id));
    expect(enrolledInSecond).toEqual([]);
    expect(await mailsTo(tooMany)).toBe(mailsBefore);

    // Exactly the 5 left fit; the 31st account does not.
    const fits = rowsFor(5);
    const last = await importMembers(t, 'students', admin.headers, subcourse.id, fits);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ created: 5 });
    expectRefused(await importMembers(t, 'students', admin.headers, subcourse.id, rowsFor(1)));

    // Rows that create no account spend nothing: the 25 existing accounts still go into S2.
    const existing = await importMembers(t, 'students', admin.headers, second.id, first);
    expect(existing.statusCode).toBe(200);
    expect(existing.json()).toMatchObject({ created: 0, updated: 25 });
  });

  it('counts tutors against the same budget as students', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    await importMembers(t, 'students', admin.headers, subcourse.id, rowsFor(BUDGET - 2));
    const three = rowsFor(3);
    expectRefused(await importMembers(t, 'tutors', admin.headers, subcourse.id, three));
    expect(await staffWith(zidsOf(three))).toBe(0);
    const two = await importMembers(t, 'tutors', admin.headers, subcourse.id, three.slice(0, 2));
    expect(two.statusCode).toBe(200);
    expect(two.json()).toMatchObject({ created: 2 });
    expectRefused(await importMembers(t, 'students', admin.headers, subcourse.id, rowsFor(1)));
  });

  it('gives each staff account its own budget', async () => {
    const a = await courseAdminWithSubcourse(t);
    const b = await courseAdminWithSubcourse(t);
    await importMembers(t, 'students', a.admin.headers, a.subcourse.id, rowsFor(BUDGET));
    expectRefused(await importMembers(t, 'students', a.admin.headers, a.subcourse.id, rowsFor(1)));
    const other = await importMembers(t, 'students', b.admin.headers, b.subcourse.id, rowsFor(1));
    expect(other.statusCode).toBe(200);
    // A co-admin of A's subcourse imports on their own budget too.
    const coAdmin = await signedIn(t, 'staff');
    await addStaff(t.db, a.subcourse.id, coAdmin.id, 'course admin');
    const co = await importMembers(t, 'students', coAdmin.headers, a.subcourse.id, rowsFor(2));
    expect(co.json()).toMatchObject({ created: 2 });
  });

  it('lets only one of two concurrent imports that together pass the budget through', async () => {
    const { admin, course, subcourse } = await courseAdminWithSubcourse(t);
    const second = await createSubcourse(t.db, course, { term: 2 });
    const [rowsA, rowsB] = [rowsFor(20), rowsFor(20)];
    const results = await Promise.all([
      importMembers(t, 'students', admin.headers, subcourse.id, rowsA),
      importMembers(t, 'students', admin.headers, second.id, rowsB),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    const passed = results.findIndex((r) => r.statusCode === 200);
    const refusedRows = passed === 0 ? rowsB : rowsA;
    expectRefused(results[1 - passed]!);
    expect(results[passed]!.json()).toMatchObject({ created: 20 });
    expect(await studentsWith(zidsOf(refusedRows))).toBe(0);
    const enrolled = await t.db
      .select({ id: enrolments.studentId })
      .from(enrolments)
      .where(
        and(
          inArray(enrolments.subcourseId, [subcourse.id, second.id]),
          inArray(
            enrolments.studentId,
            t.db
              .select({ id: students.id })
              .from(students)
              .where(inArray(students.zid, zidsOf(refusedRows))),
          ),
        ),
      );
    expect(enrolled).toEqual([]);
  });
});

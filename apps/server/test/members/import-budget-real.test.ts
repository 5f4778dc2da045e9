import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ACCOUNTS_PER_DAY, MEMBER_MESSAGES } from '@capstone/contracts';
import { ACCOUNT_BUDGETS } from '../../src/lib/rate-limiter';
import { secondProcess } from '../chat/chat-fixtures';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import { countStudentsWithZids, courseAdminWithSubcourse, rowsFor } from './member-helpers';

/** The real import budget: 3,000 accounts a staff member's imports create a day. */
const budgets = {
  ...GENEROUS_BUDGETS,
  importAccountsPerStaff: ACCOUNT_BUDGETS.importAccountsPerStaff,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ budgets });
});
afterAll(() => t.close());

const studentsWith = (rows: { zid: string }[]) => countStudentsWithZids(t.db, rows);

/** The import request alone: its 2 × 3,000 mails are left to the outbox (not drained here). */
const importStudents = (headers: Record<string, string>, subcourseId: string, rows: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/subcourse/add-students',
    headers,
    payload: { subcourseId, students: rows },
  });

describe('import budget at its real size (api.md §21.4)', () => {
  it('is 3,000 accounts per staff account in a 24-hour window', () => {
    expect(IMPORT_ACCOUNTS_PER_DAY).toBe(3000);
    expect(ACCOUNT_BUDGETS.importAccountsPerStaff).toEqual({
      limit: 3000,
      windowMs: 24 * 60 * 60 * 1000,
    });
  });

  it('takes 2,990 accounts, refuses 20 more whole, then takes the last 10', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const bulk = await importStudents(admin.headers, subcourse.id, rowsFor(2990));
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject({ created: 2990, errors: [] });

    const twenty = rowsFor(20);
    const refused = await importStudents(admin.headers, subcourse.id, twenty);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Error: MEMBER_MESSAGES.importLimitReached });
    expect(await studentsWith(twenty)).toBe(0);

    const ten = await importStudents(admin.headers, subcourse.id, rowsFor(10));
    expect(ten.json()).toMatchObject({ created: 10 });
    const over = await importStudents(admin.headers, subcourse.id, rowsFor(1));
    expect(over.statusCode).toBe(429);

    // PostgreSQL: another server process on the same database (or this one restarted) spends
    // from the same budget, which lives in the database.
    if (process.env.TEST_DATABASE_URL) {
      const other = await secondProcess(t, budgets);
      try {
        const one = rowsFor(1);
        const elsewhere = await other.app.inject({
          method: 'POST',
          url: '/api/staff/subcourse/add-students',
          headers: admin.headers,
          payload: { subcourseId: subcourse.id, students: one },
        });
        expect(elsewhere.statusCode).toBe(429);
        expect(await studentsWith(one)).toBe(0);
      } finally {
        await other.close();
      }
    }
  }, 120_000);
});

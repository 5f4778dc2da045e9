import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, retentionReviews } from '../../src/db/schema';
import { runRetentionJob } from '../../src/modules/retention/retention-job';
import { RETENTION_LOCK_SQL } from '../../src/modules/retention/retention.repo';
import { createCourse } from '../helpers/course-factories';
import { createAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DAY_MS, daysAgo, offering, reviewOf } from './retention-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAYS = 730;

async function course() {
  const owner = await createAccount(t.db, 'staff');
  return createCourse(t.db, owner.id);
}

const dueEvents = async (subcourseId: string) =>
  (await t.db.select().from(auditEvents).where(eq(auditEvents.subcourseId, subcourseId))).filter(
    (event) => event.action === 'retention.due',
  );

describe('the retention job', () => {
  it('marks exactly the offerings archived RETENTION_DAYS ago, not erased or postponed', async () => {
    // Anything left due by other tests of this file is marked first, so this run is ours alone.
    await runRetentionJob(t.db, DAYS);
    const c = await course();
    const due = await offering(t.db, c, DAYS + 1);
    const recent = await offering(t.db, c, DAYS - 1);
    const active = await offering(t.db, c, null, { isActive: true });
    const inactive = await offering(t.db, c, null);
    const erased = await offering(t.db, c, DAYS + 100);
    const postponed = await offering(t.db, c, DAYS + 100);
    const postponementOver = await offering(t.db, c, DAYS + 100);
    await t.db.insert(retentionReviews).values([
      { subcourseId: erased.id, dueSince: daysAgo(90), erasedAt: daysAgo(80) },
      {
        subcourseId: postponed.id,
        dueSince: daysAgo(90),
        postponedUntil: new Date(Date.now() + 30 * DAY_MS),
        reason: 'Appeal pending',
        decidedAt: daysAgo(60),
      },
      {
        subcourseId: postponementOver.id,
        dueSince: daysAgo(90),
        postponedUntil: daysAgo(1),
        reason: 'Appeal pending',
        decidedAt: daysAgo(60),
      },
    ]);

    const run = await runRetentionJob(t.db, DAYS);
    expect(run).toEqual({ ran: true, due: [due.id], dueAgain: [postponementOver.id] });
    expect((await reviewOf(t.db, due.id))?.erasedAt).toBeNull();
    for (const other of [recent, active, inactive]) {
      expect(await reviewOf(t.db, other.id)).toBeUndefined();
    }
    expect((await reviewOf(t.db, postponed.id))?.postponedUntil?.getTime()).toBeGreaterThan(
      Date.now(),
    );
    // One system event for each offering it marked, none for the others.
    expect(await dueEvents(due.id)).toMatchObject([
      { actorType: 'system', actorId: null, summary: { retention_days: DAYS, again: false } },
    ]);
    expect(await dueEvents(postponementOver.id)).toMatchObject([{ summary: { again: true } }]);
    for (const other of [recent, active, erased, postponed]) {
      expect(await dueEvents(other.id)).toEqual([]);
    }

    // Idempotent: the next day's run finds nothing new.
    expect(await runRetentionJob(t.db, DAYS)).toEqual({ ran: true, due: [], dueAgain: [] });
    expect(await dueEvents(due.id)).toHaveLength(1);

    // Two days later the recently archived one is due too (a clock of the job's own).
    const later = await runRetentionJob(t.db, DAYS, new Date(Date.now() + 2 * DAY_MS));
    expect(later.due).toEqual([recent.id]);
  });

  it('counts RETENTION_DAYS as configured', async () => {
    await runRetentionJob(t.db, DAYS);
    const c = await course();
    const short = await offering(t.db, c, 31);
    expect((await runRetentionJob(t.db, DAYS)).due).toEqual([]);
    expect((await runRetentionJob(t.db, 30)).due).toEqual([short.id]);
  });

  it('inserts once when two runs race', async () => {
    await runRetentionJob(t.db, DAYS);
    const c = await course();
    const due = await offering(t.db, c, DAYS + 5);
    const runs = await Promise.all([runRetentionJob(t.db, DAYS), runRetentionJob(t.db, DAYS)]);
    expect(runs.flatMap((run) => run.due)).toEqual([due.id]);
    expect(await dueEvents(due.id)).toHaveLength(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'skips while another process holds the advisory lock (PostgreSQL)',
    async () => {
      await runRetentionJob(t.db, DAYS);
      const c = await course();
      const due = await offering(t.db, c, DAYS + 5);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const hasLock = new Promise<void>((resolve) => (locked = resolve));
      // Another "process": a transaction on its own connection that holds the job's lock.
      const other = t.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_SQL})`);
        locked();
        await held;
      });
      await hasLock;
      expect(await runRetentionJob(t.db, DAYS)).toEqual({ ran: false, due: [], dueAgain: [] });
      expect(await reviewOf(t.db, due.id)).toBeUndefined();
      release();
      await other;
      expect((await runRetentionJob(t.db, DAYS)).due).toEqual([due.id]);
    },
  );
});

describe('the retention schedule', () => {
  it('runs soon after start and again on its interval, and stops on close', async () => {
    const app = await createTestApp({ retention: { firstRunMs: 20, intervalMs: 50 } });
    try {
      const owner = await createAccount(app.db, 'staff');
      const due = await offering(app.db, await createCourse(app.db, owner.id), 800);
      await expect
        .poll(async () => (await reviewOf(app.db, due.id))?.subcourseId, { timeout: 5_000 })
        .toBe(due.id);
    } finally {
      await app.close();
    }
  });
});

import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { subcourses } from '../../db/schema';
import { recordAudit } from '../audit/audit.repo';
import {
  dueCutoff,
  insertReviews,
  listNewlyDue,
  remarkExpiredPostponements,
} from './retention.repo';

/**
 * The key of the transaction-level advisory lock the job holds: with several processes on one
 * PostgreSQL database, one of them runs it and the others skip that round.
 */
export const RETENTION_LOCK_SQL = sql`hashtext('capstone_retention_job')`;

export interface RetentionRun {
  /** False when another process held the lock, so this one did nothing. */
  ran: boolean;
  /** Offerings that became due in this run (new reviews). */
  due: string[];
  /** Offerings whose postponement ran out and are due again. */
  dueAgain: string[];
}

/**
 * One round of the retention job (issue 20): marks the archived offerings whose
 * `retentionDays` have passed as due (a `retention_reviews` row), and those whose postponement
 * ran out as due again, each with a system audit event, in one transaction under an advisory
 * lock. The rows are the record: the dashboard reads them, nothing is kept in memory.
 */
export async function runRetentionJob(
  db: Db,
  retentionDays: number,
  now: Date = new Date(),
): Promise<RetentionRun> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_SQL}) as locked`,
    );
    const [lock] = (result as { rows?: { locked: boolean }[] }).rows ?? [];
    if (!lock?.locked) return { ran: false, due: [], dueAgain: [] };
    const candidates = await listNewlyDue(tx, dueCutoff(now, retentionDays));
    const due = await insertReviews(
      tx,
      candidates.map((row) => row.id),
      now,
    );
    const dueAgain = await remarkExpiredPostponements(tx, now);
    const marked = [...due, ...dueAgain];
    if (marked.length > 0) {
      const parents = new Map(
        (
          await tx
            .select({ id: subcourses.id, parentCourseId: subcourses.parentCourseId })
            .from(subcourses)
            .where(inArray(subcourses.id, marked))
        ).map((row) => [row.id, row.parentCourseId]),
      );
      const again = new Set(dueAgain);
      await recordAudit(
        tx,
        ...marked.map((subcourseId) => ({
          actor: null,
          action: 'retention.due' as const,
          target: { type: 'subcourse', id: subcourseId },
          subcourseId,
          courseId: parents.get(subcourseId) ?? null,
          summary: { retention_days: retentionDays, again: again.has(subcourseId) },
        })),
      );
    }
    return { ran: true, due, dueAgain };
  });
}

export interface RetentionScheduleOptions {
  /** The first run after start: shortly after, so a start is not slowed by it. */
  firstRunMs: number;
  /** Then once a day. */
  intervalMs: number;
}

export const DEFAULT_RETENTION_SCHEDULE: RetentionScheduleOptions = {
  firstRunMs: 5_000,
  intervalMs: 24 * 60 * 60 * 1000,
};

/**
 * Runs the retention job shortly after start and then daily, on unref'd timers (they never
 * keep the process alive). `close` stops the timers and waits for a run in progress, so the
 * database is never closed under it.
 */
export class RetentionScheduler {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<unknown> | null = null;
  private closed = false;

  constructor(
    private readonly deps: { db: Db; retentionDays: number; log: FastifyBaseLogger },
    private readonly options: RetentionScheduleOptions = DEFAULT_RETENTION_SCHEDULE,
  ) {}

  start() {
    if (this.closed || this.timers.length > 0) return;
    this.timers.push(setTimeout(() => this.tick(), this.options.firstRunMs).unref());
    this.timers.push(setInterval(() => this.tick(), this.options.intervalMs).unref());
  }

  /** One run now, unless one is in progress (then that one's outcome). */
  runNow(): Promise<unknown> {
    this.running ??= runRetentionJob(this.deps.db, this.deps.retentionDays)
      .then((run) => {
        if (run.due.length + run.dueAgain.length > 0) {
          this.deps.log.info(
            { due: run.due.length, dueAgain: run.dueAgain.length },
            'offerings due for deletion',
          );
        }
        return run;
      })
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'retention job failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private tick() {
    if (!this.closed) void this.runNow();
  }

  async close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await this.running;
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { intervalJob } from '../../jobs/interval-job';
import { recordAudit } from '../audit/audit.repo';
import { subcourseEvent } from '../audit/subcourse-audit';
import {
  dueCutoff,
  insertReviews,
  listNewlyDue,
  parentCoursesOf,
  remarkExpiredPostponements,
  tryRetentionLock,
} from './retention.repo';

export interface RetentionRun {
  /** False when another process held the lock, so this one did nothing. */
  ran: boolean;
  /** Offerings that became due in this run (new reviews). */
  due: string[];
  /** Offerings whose postponement ran out and are due again. */
  dueAgain: string[];
}

/**
 * One round of the retention job: marks the archived offerings whose
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
    // With several processes on one PostgreSQL database, one runs the round, the others skip it.
    if (!(await tryRetentionLock(tx))) return { ran: false, due: [], dueAgain: [] };
    const candidates = await listNewlyDue(tx, dueCutoff(now, retentionDays));
    const due = await insertReviews(
      tx,
      candidates.map((row) => row.id),
      now,
    );
    const dueAgain = await remarkExpiredPostponements(tx, now);
    const marked = [...due, ...dueAgain];
    if (marked.length > 0) {
      const parents = await parentCoursesOf(tx, marked);
      const again = new Set(dueAgain);
      await recordAudit(
        tx,
        ...marked.map((subcourseId) =>
          subcourseEvent(
            {
              actor: null,
              access: { subcourseId, parentCourseId: parents.get(subcourseId) ?? null },
            },
            'retention.due',
            { retention_days: retentionDays, again: again.has(subcourseId) },
          ),
        ),
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
 * The retention round as a job: shortly after start, then daily; a round never overlaps the
 * one before, and closing waits for the one in flight (jobs/interval-job.ts).
 */
export function retentionJob(
  deps: { db: Db; retentionDays: number; log: FastifyBaseLogger },
  schedule: Partial<RetentionScheduleOptions> = {},
) {
  const { firstRunMs, intervalMs } = { ...DEFAULT_RETENTION_SCHEDULE, ...schedule };
  return intervalJob({
    name: 'retention job',
    firstRunMs,
    intervalMs,
    log: deps.log,
    run: async () => {
      const run = await runRetentionJob(deps.db, deps.retentionDays);
      if (run.due.length + run.dueAgain.length > 0) {
        deps.log.info(
          { due: run.due.length, dueAgain: run.dueAgain.length },
          'offerings due for deletion',
        );
      }
    },
  });
}

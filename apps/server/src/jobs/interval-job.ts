import type { FastifyBaseLogger } from 'fastify';
import type { Job } from './job';

export interface IntervalJobOptions {
  /** Names the job in the log: a failed run is logged as "`name` failed". */
  name: string;
  /** One run; its errors are logged, and the next run comes on schedule anyway. */
  run: () => unknown;
  /** How often it runs, counted from `start`. */
  intervalMs: number;
  /** An extra first run this long after `start`, sooner than the first interval. */
  firstRunMs?: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * A job run on a schedule, on unref'd timers (they never keep the process alive). Single
 * flight: a tick that comes while a run is in flight is skipped, so runs never overlap.
 * `close` stops the timers and waits for the run in flight, so the database is never closed
 * under it.
 */
export function intervalJob({ name, run, intervalMs, firstRunMs, log }: IntervalJobOptions) {
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<void> | null = null;
  let closed = false;

  const runNow = () => {
    running ??= Promise.resolve()
      .then(run)
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const tick = () => {
    if (!closed) void runNow();
  };

  const job: Job = {
    name,
    start() {
      if (closed || timers.length > 0) return;
      if (firstRunMs !== undefined) timers.push(setTimeout(tick, firstRunMs).unref());
      timers.push(setInterval(tick, intervalMs).unref());
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      await running;
    },
  };
  return job;
}

import { describe, expect, it } from 'vitest';
import { intervalJob } from '../../src/jobs/interval-job';
import { jobRunner } from '../../src/jobs/job-runner';
import type { Job } from '../../src/jobs/job';

const quietLog = { warn: () => {}, error: () => {} };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A run that stays in flight until released. */
function heldRuns() {
  let started = 0;
  let release = () => {};
  const run = () => {
    started++;
    return new Promise<void>((resolve) => (release = resolve));
  };
  return { run, started: () => started, release: () => release() };
}

describe('intervalJob', () => {
  it('never starts a run while the previous one is in flight', async () => {
    const held = heldRuns();
    const job = intervalJob({ name: 'test', run: held.run, intervalMs: 10, log: quietLog });
    job.start();
    await expect.poll(held.started).toBe(1);
    await pause(60);
    expect(held.started()).toBe(1);
    held.release();
    await expect.poll(held.started).toBe(2);
    held.release();
    await job.close();
  });

  it('makes a first run sooner than the interval when asked', async () => {
    let runs = 0;
    const job = intervalJob({
      name: 'test',
      run: () => runs++,
      firstRunMs: 5,
      intervalMs: 60_000,
      log: quietLog,
    });
    job.start();
    await expect.poll(() => runs).toBe(1);
    await job.close();
  });

  it('closes only after the run in flight ends, and runs no more', async () => {
    const held = heldRuns();
    const job = intervalJob({ name: 'test', run: held.run, intervalMs: 10, log: quietLog });
    job.start();
    await expect.poll(held.started).toBe(1);
    let closed = false;
    const closing = job.close().then(() => (closed = true));
    await pause(30);
    expect(closed).toBe(false);
    held.release();
    await closing;
    await pause(30);
    expect(held.started()).toBe(1);
  });

  it('logs a failed run and keeps its schedule', async () => {
    const failures: unknown[] = [];
    let runs = 0;
    const job = intervalJob({
      name: 'flaky job',
      run: () => {
        runs++;
        throw new Error('boom');
      },
      intervalMs: 10,
      log: { warn: (...args: unknown[]) => void failures.push(args[1]) },
    });
    job.start();
    await expect.poll(() => runs).toBeGreaterThanOrEqual(2);
    await job.close();
    expect(failures[0]).toBe('flaky job failed');
  });
});

describe('jobRunner', () => {
  it('starts and closes the jobs in list order, and closes the rest when one fails to', async () => {
    const seen: string[] = [];
    const job = (name: string, closeFails = false): Job => ({
      name,
      start: () => void seen.push(`start ${name}`),
      close: async () => {
        seen.push(`close ${name}`);
        if (closeFails) throw new Error('stuck');
      },
    });
    const runner = jobRunner([job('a'), job('b', true), job('c')], quietLog);
    await runner.start();
    await runner.close();
    expect(seen).toEqual(['start a', 'start b', 'start c', 'close a', 'close b', 'close c']);
  });
});

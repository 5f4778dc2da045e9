import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openPglite, type Database } from '../src/db/client';
import type { AccountBudgets } from '../src/lib/rate-limiter';
import { createFileMailer } from '../src/mail/mailer';
import { openScratchPostgres } from '../test/helpers/test-database';

export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

/** A fresh embedded database, or a scratch database on `TEST_DATABASE_URL` (dropped on close). */
export const openBenchDatabase = (kind: 'pglite' | 'postgres') =>
  kind === 'pglite'
    ? openPglite()
    : openScratchPostgres(process.env.TEST_DATABASE_URL!, 'capstone_bench');

/**
 * The real app on `database`, silent, with a local outbox and no web build: what every
 * benchmark times requests against. `responseCacheMb: 0` makes every request do a first
 * read's whole work.
 */
export async function buildBenchApp(
  database: Database,
  options: { responseCacheMb?: number; budgets?: AccountBudgets; dataDir?: string } = {},
) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'capstone-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RESPONSE_CACHE_MB: options.responseCacheMb?.toString(),
  });
  const mailer = createFileMailer({});
  const app = await buildApp({
    config,
    database,
    mailer,
    budgets: options.budgets,
    logger: false,
    webDist: path.join(dataDir, 'no-web'),
  });
  await app.ready();
  return { app, dataDir, config, mailer };
}

/** Median, 95th percentile and minimum of timed runs, in ms. */
export function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    median: at(0.5),
    text: `median ${at(0.5).toFixed(2)} ms · p95 ${at(0.95).toFixed(2)} ms · min ${sorted[0]!.toFixed(2)} ms`,
  };
}

/** Times `runs` whole calls back to back after `warmup` untimed ones. */
export async function timeRuns(run: () => Promise<unknown>, runs: number, warmup: number) {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import { ACCOUNT_BUDGETS, type AccountBudgets } from '../../src/lib/rate-limiter';
import { createFileMailer, type Mailer, type SentMail } from '../../src/mail/mailer';
import { openTestDatabase } from './test-database';

/** Budgets large enough that only the rate-limit tests ever meet them. */
export const GENEROUS_BUDGETS = Object.fromEntries(
  Object.entries(ACCOUNT_BUDGETS).map(([name, budget]) => [name, { ...budget, limit: 10_000 }]),
) as AccountBudgets;

export interface TestAppOptions {
  budgets?: AccountBudgets;
  /** Silent unless a test reads the logs. */
  logger?: AppOptions['logger'];
  mailer?: Mailer;
  /** The outbox worker's schedule (retry delays, poll, lease). */
  outbox?: AppOptions['outbox'];
  /** Let the app build its own outbox (logging to `logger`), as `npm start` without SMTP does. */
  appOutbox?: boolean;
  webDist?: string;
  /** `RESPONSE_CACHE_MB`; the default (64) unless a test turns the cache off. */
  responseCacheMb?: number;
  /** More environment variables, e.g. `NODE_ENV: 'production'` or `TRUST_PROXY`. */
  env?: Record<string, string>;
  /** Byte budgets of the read and access caches (tests that fill them). */
  cacheBytes?: { read?: number; access?: number };
  onRoute?: AppOptions['onRoute'];
  /** The retention job's schedule; by default it waits a day, so tests run it themselves. */
  retention?: AppOptions['retention'];
}

/** Every response payload the app sent, so tests can look for things that must never leave. */
export type Payloads = string[];

/**
 * Builds the real app on a fresh database with an in-memory mailer. Mail goes through the email
 * outbox: `await t.app.outbox.drain()` before reading `t.mailer.sent`. Call once per file.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'capstone-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // What production requires (config.ts), so that tests can set NODE_ENV=production alone.
    PUBLIC_URL: 'http://localhost:5000',
    MAIL_OUTBOX: 'on',
    STAFF_SIGNUP: 'open',
    RESPONSE_CACHE_MB: options.responseCacheMb?.toString(),
    ...options.env,
  });
  const database = await openTestDatabase({
    cacheBytes: options.cacheBytes,
    poolMax: config.databasePoolMax,
  });
  const given = options.appOutbox ? undefined : (options.mailer ?? createFileMailer({}));
  const app = await buildApp({
    config,
    database,
    mailer: given,
    outbox: options.outbox,
    budgets: options.budgets ?? GENEROUS_BUDGETS,
    logger: options.logger ?? false,
    webDist: options.webDist ?? path.join(dataDir, 'no-web'),
    onRoute: options.onRoute,
    retention: options.retention ?? { firstRunMs: 24 * 60 * 60 * 1000 },
  });
  const payloads: Payloads = [];
  app.addHook('onSend', async (_request, _reply, payload) => {
    // A cached answer is sent as bytes: the secret checks must see those too.
    if (typeof payload === 'string') payloads.push(payload);
    else if (Buffer.isBuffer(payload)) payloads.push(payload.toString('utf8'));
    return payload;
  });
  await app.ready();
  const mailer = given ?? app.ctx.mailer;
  return {
    app,
    database,
    db: database.db,
    mailer,
    payloads,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An in-memory outbox that can be told to fail, to prove a failed email never fails a request. */
export function failableOutbox() {
  const sent: SentMail[] = [];
  const outbox = {
    failing: false,
    sent,
    mailer: {
      sent,
      async send(mail) {
        if (outbox.failing) throw new Error('smtp down');
        sent.push({ ...mail, sentAt: new Date().toISOString() });
      },
    } satisfies Mailer as Mailer,
  };
  return outbox;
}

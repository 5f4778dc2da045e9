import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import {
  CHAT_MESSAGES_PER_MINUTE,
  IMPORT_ACCOUNTS_PER_DAY,
  OFFERINGS_PER_COURSE_PER_DAY,
} from '@capstone/contracts';
import { intervalJob } from '../jobs/interval-job';
import { tooManyRequests } from './app-error';

export interface Budget {
  limit: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window budgets. Callers `await` every call: the in-process counter answers synchronously,
 * the shared one (several processes on PostgreSQL) after a round trip.
 */
export interface Limiter {
  /** Throws 429 when the budget is already spent, without spending it. */
  check(key: string, budget: Budget): void | Promise<void>;
  /**
   * Spends `units` (one by default) at once, throwing 429 and spending nothing if fewer are
   * left: a bulk action reserves its whole size before it starts.
   */
  consume(key: string, budget: Budget, units?: number): void | Promise<void>;
  /** Gives back units reserved with `consume` for work that turned out not to count. */
  refund(key: string, units?: number): void | Promise<void>;
  /** Drops expired windows. */
  sweep(): void | Promise<void>;
}

/**
 * Fixed-window counters in process memory, for the embedded database (one process). Node runs
 * one request handler at a time between awaits, and `check`/`consume` never await, so concurrent
 * requests cannot overspend a budget.
 */
export class RateLimiter implements Limiter {
  private windows = new Map<string, Window>();

  constructor(private now: () => number = Date.now) {}

  private current(key: string, budget: Budget): Window {
    const at = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + budget.windowMs };
      this.windows.set(key, window);
    }
    return window;
  }

  /** Throws 429 when the budget is already spent, without spending it. */
  check(key: string, budget: Budget): void {
    const window = this.current(key, budget);
    if (window.count >= budget.limit) {
      throw tooManyRequests(Math.ceil((window.resetAt - this.now()) / 1000));
    }
  }

  /** Spends `units` at once, throwing 429 and spending nothing if fewer were left. */
  consume(key: string, budget: Budget, units = 1): void {
    const window = this.current(key, budget);
    if (window.count + units > budget.limit) {
      throw tooManyRequests(Math.ceil((window.resetAt - this.now()) / 1000));
    }
    window.count += units;
  }

  /** Gives back units reserved with `consume` for work that turned out not to count. */
  refund(key: string, units = 1): void {
    const window = this.windows.get(key);
    if (window) window.count = Math.max(0, window.count - units);
  }

  /** Drops expired windows so memory stays bounded by the active keys. */
  sweep(): void {
    const at = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= at) this.windows.delete(key);
  }
}

/**
 * The same fixed windows in one PostgreSQL table, so that every server process on the database
 * spends from one budget. Each call is one statement: `consume` increments only while units are
 * left (or starts a new window), so concurrent requests on any process cannot overspend. Times
 * come from the database clock, the one clock all processes share. The table lives outside the
 * `public` schema (migration 0008), where the data-change triggers that clear every process's
 * caches are not attached: counting a login attempt changes no cached answer.
 */
export class PostgresRateLimiter implements Limiter {
  constructor(private pool: pg.Pool) {}

  private static NOW = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;

  private static retryAfter(resetAt: string | number, now: string | number) {
    return Math.max(1, Math.ceil((Number(resetAt) - Number(now)) / 1000));
  }

  async check(key: string, budget: Budget): Promise<void> {
    const { rows } = await this.pool.query<{ count: number; reset_at: string; now: string }>(
      `select count, reset_at, ${PostgresRateLimiter.NOW} as now
       from realtime.rate_limits where key = $1`,
      [key],
    );
    const row = rows[0];
    if (row && Number(row.reset_at) > Number(row.now) && row.count >= budget.limit) {
      throw tooManyRequests(PostgresRateLimiter.retryAfter(row.reset_at, row.now));
    }
  }

  async consume(key: string, budget: Budget, units = 1): Promise<void> {
    const now = PostgresRateLimiter.NOW;
    // A window that has run out starts again with these units; a live one takes them only
    // while they fit. A first reservation larger than the whole budget inserts nothing.
    const { rows } = await this.pool.query<{ reset_at: string; now: string; spent: boolean }>(
      `with t as (select ${now} as now),
       spent as (
         insert into realtime.rate_limits as r (key, count, reset_at)
         select $1, $4::int, t.now + $2 from t where $4::int <= $3::int
         on conflict (key) do update set
           count = case when r.reset_at <= excluded.reset_at - $2
             then $4::int else r.count + $4::int end,
           reset_at = case when r.reset_at <= excluded.reset_at - $2
             then excluded.reset_at else r.reset_at end
         where r.reset_at <= excluded.reset_at - $2 or r.count + $4::int <= $3::int
         returning 1
       )
       select r.reset_at, t.now, exists (select 1 from spent) as spent
       from t left join realtime.rate_limits r on r.key = $1`,
      [key, budget.windowMs, budget.limit, units],
    );
    const row = rows[0]!;
    if (!row.spent) {
      const retryAfter = row.reset_at
        ? PostgresRateLimiter.retryAfter(row.reset_at, row.now)
        : Math.ceil(budget.windowMs / 1000);
      throw tooManyRequests(retryAfter);
    }
  }

  async refund(key: string, units = 1): Promise<void> {
    await this.pool.query(
      `update realtime.rate_limits set count = greatest(count - $2::int, 0)
       where key = $1 and count > 0 and reset_at > ${PostgresRateLimiter.NOW}`,
      [key, units],
    );
  }

  async sweep(): Promise<void> {
    await this.pool.query(
      `delete from realtime.rate_limits where reset_at <= ${PostgresRateLimiter.NOW}`,
    );
  }
}

/**
 * Drops the expired windows every minute, so that the counters (in memory, or the shared table
 * on PostgreSQL) stay bounded by the keys in use. A job of the app (jobs/job-runner.ts).
 */
export function rateLimitSweep(limiter: Limiter, log: Pick<FastifyBaseLogger, 'warn'>) {
  return intervalJob({
    name: 'rate limit sweep',
    intervalMs: 60_000,
    run: () => limiter.sweep(),
    log,
  });
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The per-account and per-key budgets; README.md "Security" lists every limit. */
export const ACCOUNT_BUDGETS = {
  loginFailuresPerEmailIp: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { limit: 50, windowMs: 15 * MINUTE },
  /** Failed logins per account type and email, from any address. */
  loginFailuresPerAccount: { limit: 20, windowMs: 60 * MINUTE },
  forgotPerEmail: { limit: 3, windowMs: 15 * MINUTE },
  forgotPerIp: { limit: 20, windowMs: 60 * MINUTE },
  verifyPerIp: { limit: 30, windowMs: 15 * MINUTE },
  resetPerIp: { limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 20, windowMs: 60 * MINUTE },
  /** `POST /api/{role}/verify-email/resend` per email. */
  resendVerifyPerEmail: { limit: 3, windowMs: 15 * MINUTE },
  resendVerifyPerIp: { limit: 20, windowMs: 60 * MINUTE },
  /** Socket `post` and `reply` events together, per account. */
  chatMessagesPerAccount: { limit: CHAT_MESSAGES_PER_MINUTE, windowMs: MINUTE },
  /** Parent courses an account creates in any 24 hours, counted in the database. */
  courseCreatesPerAccount: { limit: 20, windowMs: 24 * 60 * MINUTE },
  /** `New Thread Reply` emails per post, so a reply storm sends one. */
  replyMailsPerPost: { limit: 1, windowMs: 15 * MINUTE },
  /** Access-code resends per account, as for PIN emails: a click storm mails three. */
  accessResendPerAccount: { limit: 3, windowMs: 15 * MINUTE },
  /**
   * University sign-ins started per address: each keeps a row for ten minutes. A lecture theatre
   * behind one NAT signs in at once, hence the room.
   */
  ssoStartsPerIp: { limit: 600, windowMs: 15 * MINUTE },
  /** Access-code resends per staff caller, so that one account cannot flood a class with mail. */
  accessResendPerStaff: { limit: 100, windowMs: 60 * MINUTE },
  /**
   * LMS roster syncs per context: each costs the platform's token and member calls and an import.
   * Instructor launches sync too, and skip the sync once this is spent.
   */
  ltiSyncPerContext: { limit: 10, windowMs: 10 * MINUTE },
  /** Data exports per caller: each reads every table about an account. */
  dataExportsPerAccount: { limit: 10, windowMs: 60 * MINUTE },
  /**
   * Accounts created by one staff member's imports: CSV imports and the LMS roster syncs they
   * start. A fixed window: 24 hours from the first import that opened it.
   */
  importAccountsPerStaff: { limit: IMPORT_ACCOUNTS_PER_DAY, windowMs: DAY },
  /**
   * Offerings created under one parent course in any 24 hours, counted in the database like
   * `courseCreatesPerAccount`.
   */
  offeringCreatesPerCourse: { limit: OFFERINGS_PER_COURSE_PER_DAY, windowMs: DAY },
} satisfies Record<string, Budget>;
export type AccountBudgets = typeof ACCOUNT_BUDGETS;

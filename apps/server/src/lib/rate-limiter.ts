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
 * Fixed-window counters in process memory. Node runs one request handler at a time between
 * awaits, and `check`/`consume` never await, so concurrent requests cannot overspend a budget.
 * A multi-process deployment would move these counters to a shared store.
 */
export class RateLimiter {
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

  /** Spends one unit, throwing 429 if none was left. */
  consume(key: string, budget: Budget): void {
    this.check(key, budget);
    this.current(key, budget).count += 1;
  }

  /** Gives back a unit reserved with `consume` for an attempt that turned out not to count. */
  refund(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  /** Drops expired windows so memory stays bounded by the active keys. */
  sweep(): void {
    const at = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= at) this.windows.delete(key);
  }
}

const MINUTE = 60_000;
/** The budgets of api.md §1.6. */
export const ACCOUNT_BUDGETS = {
  loginFailuresPerEmailIp: { limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { limit: 50, windowMs: 15 * MINUTE },
  forgotPerEmail: { limit: 3, windowMs: 15 * MINUTE },
  forgotPerIp: { limit: 20, windowMs: 60 * MINUTE },
  verifyPerIp: { limit: 30, windowMs: 15 * MINUTE },
  resetPerIp: { limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, Budget>;
export type AccountBudgets = typeof ACCOUNT_BUDGETS;

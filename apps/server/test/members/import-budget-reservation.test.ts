import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@capstone/contracts';
import { ACCOUNT_BUDGETS, RateLimiter } from '../../src/lib/rate-limiter';
import { reserveImportBudget } from '../../src/modules/members/import-budget';

/** What an import holds from its requester's import budget, with the real limiter. */
const DAY = 24 * 60 * 60 * 1000;

describe("an import's reservation", () => {
  const by = (id: string) => ({ actor: { type: 'staff' as const, id }, ip: '127.0.0.1' });
  const ctxFor = (limiter: RateLimiter, id?: string) => ({
    limiter,
    budgets: { ...ACCOUNT_BUDGETS, importAccountsPerStaff: { limit: 10, windowMs: DAY } },
    auditBy: id ? by(id) : undefined,
  });

  it('gives back the units of rows that created no account', async () => {
    const ctx = ctxFor(new RateLimiter(), 'staff-1');
    const reservation = await reserveImportBudget(ctx, 8);
    await reservation.settle(3);
    const rest = await reserveImportBudget(ctx, 7);
    await rest.settle(7);
    await expect(reserveImportBudget(ctx, 1)).rejects.toMatchObject({
      statusCode: 429,
      message: MEMBER_MESSAGES.importLimitReached,
    });
  });

  it('counts nothing for imports without a requester (the demo seed, LMS launches)', async () => {
    const limiter = new RateLimiter();
    // Far past the budget of 10, and never refused.
    const unowned = await reserveImportBudget(ctxFor(limiter), 5000);
    await unowned.settle(5000);
    const owned = await reserveImportBudget(ctxFor(limiter, 'staff-2'), 10);
    await owned.settle(10);
    await expect(reserveImportBudget(ctxFor(limiter, 'staff-2'), 1)).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it('refuses one import larger than the whole budget, and one into a spent window', async () => {
    const ctx = ctxFor(new RateLimiter(), 'staff-3');
    await expect(reserveImportBudget(ctx, 11)).rejects.toMatchObject({ statusCode: 429 });
    // Nothing was spent by the refusal: the whole budget is still there.
    await reserveImportBudget(ctx, 10);
    await expect(reserveImportBudget(ctx, 1)).rejects.toMatchObject({ statusCode: 429 });
  });
});

import type { Actor, ServiceContext } from '../../lib/context';

/** An export reads every table about the account: a few per hour per caller. */
export async function spendExportBudget(ctx: ServiceContext, actor: Actor) {
  const key = `export:${actor.type}:${actor.id}`;
  await ctx.limiter.check(key, ctx.budgets.dataExportsPerAccount);
  await ctx.limiter.consume(key, ctx.budgets.dataExportsPerAccount);
}

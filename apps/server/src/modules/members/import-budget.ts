import { MEMBER_MESSAGES } from '@capstone/contracts';
import { AppError } from '../../lib/app-error';
import type { ImportContext } from './import-rows';

/** Units an import holds from its requester's budget until it knows how many it used. */
export interface ImportReservation {
  /** Gives back the units of rows that created no account after all. */
  settle(created: number): Promise<void>;
}

const NOTHING_RESERVED: ImportReservation = { settle: async () => {} };

/**
 * One staff member's imports create at most `IMPORT_ACCOUNTS_PER_DAY` accounts a day
 * (`budgets.importAccountsPerStaff`). Before its first write an import reserves one unit per row
 * that would create an account, all at once: an import that would pass the budget is refused whole
 * (429 `Import limit reached for today`) and writes nothing, and two imports at once cannot both
 * pass, since the limiter takes a reservation in one step (in memory on the embedded database, one
 * row shared by every process on PostgreSQL). When the import ends, the units of rows that created
 * nothing (raced by another writer, or failed) are given back.
 *
 * The requester is `auditBy`: the course admin of a CSV import or of an LMS roster sync, which
 * runs through these same imports. Imports without one (the demo seed, an LMS launch placing
 * an account that already exists) create nobody on anyone's behalf and are not counted.
 */
export async function reserveImportBudget(
  ctx: Pick<ImportContext, 'limiter' | 'budgets' | 'auditBy'>,
  planned: number,
): Promise<ImportReservation> {
  const requester = ctx.auditBy?.actor;
  if (!requester || planned === 0) return NOTHING_RESERVED;
  const key = `import-accounts:${requester.type}:${requester.id}`;
  try {
    await ctx.limiter.consume(key, ctx.budgets.importAccountsPerStaff, planned);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) {
      throw new AppError(429, MEMBER_MESSAGES.importLimitReached, error.headers);
    }
    throw error;
  }
  return {
    async settle(created) {
      if (created < planned) await ctx.limiter.refund(key, planned - created);
    },
  };
}

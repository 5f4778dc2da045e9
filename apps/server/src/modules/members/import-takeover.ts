import { MESSAGES } from '@capstone/contracts';
import { uniqueViolation } from '../../lib/unique-violation';
import { accessCodeMail } from '../accounts/account-mail';
import { issueChallenge } from '../accounts/challenges';
import { ACCESS_TTL_MS } from './import-apply';
import {
  fullName,
  RowError,
  RowRaceError,
  type AccountIndex,
  queueImportMails,
  type ImportContext,
} from './import-rows';
import { takeOverUnverified, type AccountKey } from './members.repo';

/**
 * A row that matches an account which never verified its email takes it over as if the import had
 * created it. Without this, whoever registered a student's zID before the term would be enrolled in
 * the student's place. The account loses its password and every token in the same transaction that
 * stores the new access code and queues its mail to the row's email. Answers the account as the
 * import now knows it.
 */
export async function takeOverAccount(
  ctx: ImportContext,
  type: 'student' | 'staff',
  accounts: AccountIndex,
  account: AccountKey,
  row: { firstName: string; lastName: string; email: string; zid: string },
): Promise<AccountKey> {
  const name = fullName(row);
  await ctx.db
    .transaction(async (tx) => {
      const values = { name, email: row.email, zid: row.zid };
      if (!(await takeOverUnverified(tx, type, account.id, values, new Date()))) {
        throw new RowRaceError(); // verified meanwhile: the row is an ordinary existing account
      }
      const code = await issueChallenge(tx, {
        secret: ctx.config.jwtSecret,
        type,
        accountId: account.id,
        kind: 'access',
        ttlMs: ACCESS_TTL_MS,
      });
      const mail = accessCodeMail({
        to: row.email,
        name,
        code,
        user: type,
        publicUrl: ctx.config.publicUrl,
      });
      await queueImportMails(ctx, tx, [
        { ...mail, kind: 'access-code', account: { type, id: account.id } },
      ]);
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error) !== undefined) throw new RowError(MESSAGES.emailInUse);
      throw error;
    });
  const taken: AccountKey = {
    id: account.id,
    zid: row.zid,
    email: row.email,
    name,
    verified: true,
  };
  accounts.add(taken);
  return taken;
}

import { ACCESS_CODE_TTL_DAYS, MESSAGES, type ImportRowError } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import type { OutboxMail } from '../../mail/outbox.repo';
import {
  RowError,
  RowRaceError,
  type AccountIndex,
  type ImportContext,
  type NumberedRow,
  type RowOutcome,
} from './import-rows';
import { courseInvitationMail } from './member-mail';
import { findAccountsByZidsOrEmails, type ImportTarget } from './members.repo';

/** The account types an import creates: students, and tutors as staff accounts. */
export type ImportedAccountType = 'student' | 'staff';

/** The word for the account in invitations and logs: a staff account is imported as a tutor. */
const ROLE = { student: 'student', staff: 'tutor' } as const;

/** How long the access code of an imported or taken-over account stays valid. */
export const ACCESS_TTL_MS = ACCESS_CODE_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * One row on its own; a race with another writer is retried once after `refresh` has read the
 * facts again. A `RowError` is the row's own message; anything else is logged and reported as
 * a failure of that row, so the rest of the import goes on.
 */
export async function applyRowWithRetry(
  ctx: Pick<ImportContext, 'log'>,
  type: ImportedAccountType,
  entry: NumberedRow<unknown>,
  steps: { apply: () => Promise<RowOutcome>; refresh: () => Promise<void> },
): Promise<RowOutcome | ImportRowError> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await steps.apply();
    } catch (error) {
      if (error instanceof RowRaceError && attempt === 0) {
        await steps.refresh();
        continue;
      }
      if (error instanceof RowError) return { row: entry.row, message: error.message };
      ctx.log.error({ err: error, row: entry.row }, `${ROLE[type]} import row failed`);
      return { row: entry.row, message: MESSAGES.somethingWentWrong };
    }
  }
}

/** Reads the row's accounts again after a race, into the import's index. */
export async function refreshAccounts(
  db: DbOrTx,
  type: ImportedAccountType,
  accounts: AccountIndex,
  row: { zid: string; email: string },
) {
  const found = await findAccountsByZidsOrEmails(db, type, [row.zid], [row.email]);
  found.forEach((account) => accounts.add(account));
}

/** The mail that tells an imported member their offering and tutorials, queued as `invitation`. */
export function invitation(
  target: ImportTarget,
  type: ImportedAccountType,
  to: { to: string; name: string; publicUrl: string },
  tutorials: string[],
  accountId: string,
): OutboxMail {
  const mail = courseInvitationMail({
    ...to,
    role: ROLE[type],
    tutorials,
    course: {
      code: target.code,
      courseName: target.courseName,
      subcourseName: target.subcourseName,
      term: target.term,
      year: target.year,
    },
  });
  return {
    ...mail,
    kind: 'invitation',
    account: { type, id: accountId },
    subcourseId: target.id,
  };
}

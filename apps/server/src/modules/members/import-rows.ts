import {
  checkImportRow,
  MESSAGES,
  type Institution,
  type ImportResponse,
  type ImportRowError,
  type StudentImportRow,
  type TutorImportRow,
} from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import { enqueueMails, type OutboxMail } from '../../mail/outbox.repo';
import type { AccountKey } from './members.repo';

/**
 * What an import needs from the app. The demo seed imports `quiet`: its accounts get the demo
 * password, so there is nothing to mail. `auditBy` names the staff member whose request moves
 * students between tutorials: each move is audited in its own transaction; the seed and LMS
 * launches leave it out. The accounts an import creates are charged to `auditBy`'s daily import
 * budget (import-budget.ts).
 */
export type ImportContext = Pick<
  ServiceContext,
  'db' | 'dbKind' | 'config' | 'log' | 'limiter' | 'budgets'
> & {
  quiet?: boolean;
  auditBy?: { actor: Pick<Actor, 'type' | 'id'>; ip: RequestMeta['ip'] };
};

/** Queues an import's mails in the transaction of the rows that cause them. */
export async function queueImportMails(
  ctx: ImportContext,
  tx: DbOrTx,
  mails: readonly OutboxMail[],
) {
  if (!ctx.quiet) await enqueueMails(tx, mails);
}

export type RowOutcome = 'created' | 'updated' | 'unchanged';

/** A checked row with its 1-based place in the request. */
export interface NumberedRow<R> {
  row: number;
  value: R;
}

/**
 * Checks every row with the contracts schema and keeps the last row of each zID. Invalid rows
 * become errors; the others keep their request order.
 */
export function checkRows(
  kind: 'student',
  rows: unknown[],
  institution: Institution,
): Checked<StudentImportRow>;
export function checkRows(
  kind: 'tutor',
  rows: unknown[],
  institution: Institution,
): Checked<TutorImportRow>;
export function checkRows(kind: 'student' | 'tutor', rows: unknown[], institution: Institution) {
  const valid: NumberedRow<StudentImportRow | TutorImportRow>[] = [];
  const errors: ImportRowError[] = [];
  rows.forEach((input, index) => {
    const result = checkImportRow(kind, input, institution);
    if (result.ok) valid.push({ row: index + 1, value: result.row });
    else errors.push({ row: index + 1, message: result.message });
  });
  const lastRowOfZid = new Map(valid.map((entry) => [entry.value.zid, entry.row]));
  return { valid: valid.filter((e) => lastRowOfZid.get(e.value.zid) === e.row), errors };
}
export interface Checked<R> {
  valid: NumberedRow<R>[];
  errors: ImportRowError[];
}

/** The accounts of one type an import already knows, looked up once and kept current. */
export class AccountIndex {
  private readonly byZid = new Map<string, AccountKey>();
  private readonly byEmail = new Map<string, AccountKey>();
  private readonly byId = new Map<string, AccountKey>();

  constructor(
    accounts: AccountKey[],
    /** Whose words a row error uses (`zID already in use with another email`). */
    private readonly institution: Institution,
  ) {
    accounts.forEach((account) => this.add(account));
  }

  add(account: AccountKey) {
    const previous = this.byId.get(account.id);
    if (previous) {
      this.byZid.delete(previous.zid);
      this.byEmail.delete(previous.email);
    }
    this.byId.set(account.id, account);
    this.byZid.set(account.zid, account);
    this.byEmail.set(account.email, account);
  }

  /**
   * Matching: by zID; a known zID with another email and a new zID with a known email are row
   * errors; otherwise the row names an existing account or a new one. An account that never
   * verified its email is taken over by the row instead, whichever of zID or email matched it,
   * unless the row's email belongs to a different account.
   */
  match(row: {
    zid: string;
    email: string;
  }):
    | { kind: 'error'; message: string }
    | { kind: 'existing'; account: AccountKey }
    | { kind: 'takeover'; account: AccountKey }
    | { kind: 'new' } {
    const byZid = this.byZid.get(row.zid);
    const byEmail = this.byEmail.get(row.email);
    if (byZid) {
      if (!byZid.verified && (!byEmail || byEmail.id === byZid.id)) {
        return { kind: 'takeover', account: byZid };
      }
      return byZid.email === row.email
        ? { kind: 'existing', account: byZid }
        : { kind: 'error', message: this.institution.messages.idInUseWithOtherEmail };
    }
    if (byEmail) {
      return byEmail.verified
        ? { kind: 'error', message: MESSAGES.emailInUse }
        : { kind: 'takeover', account: byEmail };
    }
    return { kind: 'new' };
  }
}

/** A row problem reported to the caller with its message (the batch goes on). */
export class RowError extends Error {}

/** Thrown inside a row's transaction when a concurrent writer took the zID or email first. */
export class RowRaceError extends Error {}

export const fullName = (row: { firstName: string; lastName: string }) =>
  row.lastName ? `${row.firstName} ${row.lastName}` : row.firstName;

export function emptySummary(message: string): ImportResponse {
  return { message, created: 0, updated: 0, unchanged: 0, errors: [] };
}

/** Adds a row's outcome to the summary. */
export function count(summary: ImportResponse, outcome: RowOutcome) {
  summary[outcome] += 1;
}

/** Row errors are reported in request order. */
export const sortErrors = (summary: ImportResponse) => {
  summary.errors.sort((a, b) => a.row - b.row);
  return summary;
};

import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailOutbox, type OutboxKind } from '../db/schema';
import type { Mail } from './mailer';

/** A mail as the outbox keeps it: what it is for and, when it has one, whose account. */
export interface OutboxMail extends Mail {
  kind: OutboxKind;
  account?: { type: 'student' | 'staff' | 'client'; id: string };
  /** The offering it is about: erased with the offering's data when retention runs out. */
  subcourseId?: string;
  /**
   * Every account the mail is queued for or names, besides `account`: erasing one of them erases or
   * redacts this mail by id, never by matching its text.
   */
  about?: readonly string[];
  /**
   * Someone is waiting for this mail: it goes before every queued bulk mail. Verification codes,
   * reset PINs and security notices always are; an access code only when it is sent again on
   * request.
   */
  waitedFor?: boolean;
}

/** Kinds that someone is always waiting for, whoever queues them. */
const WAITED_FOR_KINDS: ReadonlySet<OutboxKind> = new Set([
  'verify-email',
  'reset-pin',
  'security',
]);

/** The claim order of a mail: 0 before 1. */
export const priorityOf = (mail: Pick<OutboxMail, 'kind' | 'waitedFor'>) =>
  mail.waitedFor || WAITED_FOR_KINDS.has(mail.kind) ? 0 : 1;

const aboutAccountsOf = (mail: OutboxMail) => [
  ...new Set([...(mail.account ? [mail.account.id] : []), ...(mail.about ?? [])]),
];

/**
 * Mails that are news to their recipients, about no account of theirs; with the offering they are
 * about, when there is one. Each keeps its `about` (recipient and people it names), by which an
 * erasure finds it.
 */
export const asNotices = (
  mails: readonly (Mail & Pick<OutboxMail, 'about'>)[],
  subcourseId?: string,
): OutboxMail[] =>
  mails.map((mail) => ({ ...mail, kind: 'notice', ...(subcourseId ? { subcourseId } : {}) }));

/** A row a worker has claimed: `attempt` is the try it is on, and fences every later write. */
export interface ClaimedMail extends Mail {
  id: string;
  attempt: number;
  /** The row's `priority`: a send of a mail someone waits for gets the next free connection. */
  priority: Priority;
}

/**
 * Raised (`pg_notify`) by every transaction that queues mail. PostgreSQL delivers it when the
 * transaction commits and never when it rolls back, to every listening process, so a worker
 * wakes for exactly the mails that now exist.
 */
export const MAIL_QUEUED_CHANNEL = 'capstone_mail_queued';

const rowValues = (mail: OutboxMail) => ({
  kind: mail.kind,
  toEmail: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  accountType: mail.account?.type ?? null,
  accountId: mail.account?.id ?? null,
  subcourseId: mail.subcourseId ?? null,
  aboutAccounts: aboutAccountsOf(mail),
  priority: priorityOf(mail),
});

const intervalMs = (ms: number) => sql`(now() + ${ms} * interval '1 millisecond')`;

/**
 * Writes mails to the outbox. Call it with the transaction of the change that causes them:
 * the mails then exist exactly when the change does, and the outbox worker sends them.
 */
export async function enqueueMails(db: DbOrTx, mails: readonly OutboxMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(emailOutbox)
    .values(mails.map(rowValues))
    // In the same statement: one round trip, and the notice commits or rolls back with the rows
    // (PostgreSQL folds the identical notices of one transaction into one).
    .returning({ id: emailOutbox.id, notice: sql`pg_notify(${MAIL_QUEUED_CHANNEL}, '')` });
  return rows.map((row) => row.id);
}

/**
 * Writes one mail already claimed by the caller for its first try, which the caller makes at
 * once (forgot-password): no worker takes it while the lease runs, and if the caller dies the
 * lease runs out and a worker sends it.
 */
export async function enqueueClaimedMail(
  db: DbOrTx,
  mail: OutboxMail,
  leaseMs: number,
): Promise<ClaimedMail> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      ...rowValues(mail),
      status: 'sending',
      attempts: 1,
      lockedUntil: intervalMs(leaseMs),
    })
    .returning({ id: emailOutbox.id });
  return { ...mail, id: row!.id, attempt: 1, priority: priorityOf(mail) };
}

/**
 * The claim order of outbox rows, the `priority` column: mail someone is waiting for (`priorityOf`)
 * before any bulk mail. A worker lane claims the priorities up to its own.
 */
export type Priority = 0 | 1;
export const WAITED_FOR: Priority = 0;
export const BULK: Priority = 1;

const prioritiesUpTo = (upTo: Priority) =>
  ([WAITED_FOR, BULK] as const).filter((priority) => priority <= upTo);

/**
 * Due mail of one priority is of two kinds, looked up apart so that each is an index range
 * (`email_outbox_due`: status, priority, next_attempt_at) read in order, never a scan and sort
 * of every waiting row: waiting rows whose time has come, and claimed rows whose claimer's lease
 * ran out. A condition on two priorities at once would be a range on `priority` only, and
 * would read every waiting row not yet due (the retries) to skip them.
 */
const waitingDue = (priority: Priority) =>
  and(
    eq(emailOutbox.status, 'pending'),
    eq(emailOutbox.priority, priority),
    lte(emailOutbox.nextAttemptAt, sql`now()`),
  );
const leaseRanOut = (priority: Priority) =>
  and(
    eq(emailOutbox.status, 'sending'),
    eq(emailOutbox.priority, priority),
    lte(emailOutbox.lockedUntil, sql`now()`),
  );

const rowsOf = (result: unknown) => (result as { rows?: Record<string, unknown>[] }).rows ?? [];

/**
 * Whether any mail of the priorities up to `upTo` is due. A plain read, so an idle poll writes
 * nothing (a write would flush every cache); one statement, which stops at the first row found.
 */
export async function hasDueMail(db: DbOrTx, upTo: Priority = BULK): Promise<boolean> {
  const lookups = prioritiesUpTo(upTo).flatMap((priority) => [
    sql`(select 1 from ${emailOutbox} where ${waitingDue(priority)} limit 1)`,
    sql`(select 1 from ${emailOutbox} where ${leaseRanOut(priority)} limit 1)`,
  ]);
  const result = await db.execute(sql`${sql.join(lookups, sql` union all `)} limit 1`);
  return rowsOf(result).length > 0;
}

/**
 * Claims up to `limit` due rows of the priorities up to `upTo` for `leaseMs` in one statement,
 * every mail someone waits for before any bulk one, and within a priority the rows whose lease
 * ran out before the waiting ones, oldest first. `for update skip locked` lets several processes
 * claim at once, each getting rows no other one holds. The lookups run lazily in that order and
 * stop once `limit` rows are found, so a claim of codes reads no bulk row.
 */
export async function claimDueMails(
  db: DbOrTx,
  limit: number,
  leaseMs: number,
  upTo: Priority = BULK,
): Promise<ClaimedMail[]> {
  const lookups = prioritiesUpTo(upTo).flatMap((priority) => [
    sql`orphaned_${sql.raw(String(priority))} as (
      select ${emailOutbox.id} from ${emailOutbox}
      where ${leaseRanOut(priority)}
      limit ${limit}
      for update skip locked
    )`,
    sql`waiting_${sql.raw(String(priority))} as (
      select ${emailOutbox.id} from ${emailOutbox}
      where ${waitingDue(priority)}
      order by ${emailOutbox.nextAttemptAt}
      limit ${limit}
      for update skip locked
    )`,
  ]);
  const names = prioritiesUpTo(upTo).flatMap((priority) => [
    sql.raw(`select id from orphaned_${priority}`),
    sql.raw(`select id from waiting_${priority}`),
  ]);
  const result = await db.execute(sql`
    with ${sql.join(lookups, sql`, `)}, due as (
      ${sql.join(names, sql` union all `)} limit ${limit}
    )
    update ${emailOutbox} set
      status = 'sending',
      attempts = ${emailOutbox.attempts} + 1,
      locked_until = ${intervalMs(leaseMs)}
    from due where ${emailOutbox.id} = due.id
    returning ${emailOutbox.id}, to_email, subject, text, html, attempts, priority,
      next_attempt_at`);
  const rows = rowsOf(result).map((row) => ({
    id: String(row.id),
    to: String(row.to_email),
    subject: String(row.subject),
    text: String(row.text),
    html: String(row.html),
    attempt: Number(row.attempts),
    priority: Number(row.priority) === WAITED_FOR ? WAITED_FOR : BULK,
    dueAt: new Date(row.next_attempt_at as string | Date).getTime(),
  }));
  // `returning` follows no order: the batch sends in claim order, codes first.
  rows.sort((a, b) => a.priority - b.priority || a.dueAt - b.dueAt);
  return rows.map(({ dueAt: _dueAt, ...claim }) => claim);
}

/** Only the claim that is still current may settle a row: a retaken row has moved on. */
const held = (claim: { id: string; attempt: number }) =>
  and(
    eq(emailOutbox.id, claim.id),
    eq(emailOutbox.status, 'sending'),
    eq(emailOutbox.attempts, claim.attempt),
  );

/** Several claims at once (one statement for a batch): each only while it is still held. */
const allHeld = (claims: readonly ClaimedMail[]) =>
  and(
    eq(emailOutbox.status, 'sending'),
    sql`(${emailOutbox.id}, ${emailOutbox.attempts}) in (${sql.join(
      claims.map((claim) => sql`(${claim.id}::text, ${claim.attempt}::integer)`),
      sql`, `,
    )})`,
  );

export async function markMailsSent(db: DbOrTx, claims: readonly ClaimedMail[]) {
  if (claims.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(allHeld(claims));
}

export async function markMailRetry(
  db: DbOrTx,
  claim: ClaimedMail,
  delayMs: number,
  error: string,
) {
  await db
    .update(emailOutbox)
    .set({
      status: 'pending',
      nextAttemptAt: intervalMs(delayMs),
      lockedUntil: null,
      lastError: error,
    })
    .where(held(claim));
}

export async function markMailFailed(db: DbOrTx, claim: ClaimedMail, error: string) {
  await db
    .update(emailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: error })
    .where(held(claim));
}

/** Gives claims back unfinished (shutdown): due again now, and the try does not count. */
export async function releaseMails(db: DbOrTx, claims: readonly ClaimedMail[]) {
  if (claims.length === 0) return;
  await db
    .update(emailOutbox)
    .set({
      status: 'pending',
      attempts: sql`${emailOutbox.attempts} - 1`,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
    })
    .where(allHeld(claims));
}

/**
 * The embedded database: only this process can open it, so a row still marked as being sent was
 * claimed by a process that died (a kill, a crash). It is due again at once; its try counts.
 */
export async function releaseOrphanedMails(db: DbOrTx) {
  await db
    .update(emailOutbox)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(eq(emailOutbox.status, 'sending'));
}

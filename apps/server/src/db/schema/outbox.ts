import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';

/** What an outbox row is for; the Members table reads the state of `access-code` rows. */
export type OutboxKind =
  'access-code' | 'invitation' | 'reset-pin' | 'verify-email' | 'security' | 'notice';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/**
 * Every email the product owes someone, queued durably. A row is written in the same
 * transaction as the change that causes it, so a rolled-back change leaves no mail, and a
 * worker (mail/outbox-worker.ts) sends it, retrying with backoff until it is sent or failed.
 * `locked_until` is the lease of a worker that claimed the row: a process killed mid-send
 * leaves a lease that runs out, and another worker takes the row again.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    kind: text('kind').$type<OutboxKind>().notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The account the mail is about, when there is one (the access code's account). */
    accountType: text('account_type').$type<'student' | 'staff' | 'client'>(),
    accountId: text('account_id'),
    /**
     * The offering the mail is about (chat notices, allocations, invitations), so that its
     * retention deletes the mail with the rest of its personal data.
     */
    subcourseId: text('subcourse_id'),
    /**
     * Every account the mail was queued for or names: erasing an account erases or redacts its mail
     * by these ids, never by matching text.
     */
    aboutAccounts: text('about_accounts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * 0 for a mail someone is waiting for (a code, a PIN, a security notice), 1 for bulk mail:
     * workers claim the lowest first, so codes never wait behind an import's invitations.
     */
    priority: smallint('priority').notNull().default(1),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('email_outbox_due').on(table.status, table.priority, table.nextAttemptAt),
    index('email_outbox_about').using('gin', table.aboutAccounts),
    index('email_outbox_account').on(table.accountType, table.accountId, table.kind),
    index('email_outbox_subcourse').on(table.subcourseId),
  ],
);

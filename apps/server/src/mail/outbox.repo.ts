import type { DbOrTx } from '../db/client';
import { emailOutbox, type OutboxKind } from '../db/schema';
import type { Mail } from './mailer';

/** A mail as the outbox keeps it: what it is for and, when it has one, whose account. */
export interface OutboxMail extends Mail {
  kind: OutboxKind;
  account?: { type: 'student' | 'staff' | 'client'; id: string };
}

/**
 * Writes mails to the outbox. Call it with the transaction of the change that causes them:
 * the mails then exist exactly when the change does, and the outbox worker sends them.
 */
export async function enqueueMails(db: DbOrTx, mails: readonly OutboxMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(emailOutbox)
    .values(
      mails.map((mail) => ({
        kind: mail.kind,
        toEmail: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        accountType: mail.account?.type ?? null,
        accountId: mail.account?.id ?? null,
      })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((row) => row.id);
}

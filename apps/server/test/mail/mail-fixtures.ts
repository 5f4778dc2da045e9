import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../src/db/client';
import { emailOutbox } from '../../src/db/schema';
import type { Mail, Mailer, SentMail } from '../../src/mail/mailer';
import type { OutboxMail } from '../../src/mail/outbox.repo';
import { OutboxWorker, type OutboxOptions } from '../../src/mail/outbox-worker';

export const quietLog = { info() {}, warn() {}, error() {} };

export function notice(to: string, subject = 'Hello'): OutboxMail {
  return { kind: 'notice', to, subject, text: `Hi ${to}`, html: `<p>Hi ${to}</p>` };
}

export interface Try {
  mail: Mail;
  at: number;
}

/**
 * A mailer whose every send does what `behave` says (resolve, throw, or wait), recording each
 * try with its time.
 */
export function scriptedMailer(behave: (mail: Mail) => Promise<void> | void = () => {}) {
  const sent: SentMail[] = [];
  const tries: Try[] = [];
  const mailer: Mailer = {
    sent,
    async send(mail) {
      tries.push({ mail, at: Date.now() });
      await behave(mail);
      sent.push({ ...mail, sentAt: new Date().toISOString() });
    },
  };
  return { mailer, sent, tries };
}

export function worker(
  database: Pick<Database, 'db' | 'kind' | 'listen'>,
  mailer: Mailer,
  options: Partial<OutboxOptions> = {},
) {
  return new OutboxWorker(
    { db: database.db, kind: database.kind, listen: database.listen, mailer, log: quietLog },
    options,
  );
}

export async function outboxRow(db: Db, id: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row!;
}

export const allOutboxRows = (db: Db) => db.select().from(emailOutbox);

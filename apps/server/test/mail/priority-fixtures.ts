import type { Db } from '../../src/db/client';
import type { Mail } from '../../src/mail/mailer';
import { enqueueMails, type OutboxMail } from '../../src/mail/outbox.repo';
import { DEFAULT_OUTBOX_OPTIONS } from '../../src/mail/outbox-worker';
import { pause } from '../helpers/wait';
import { notice, scriptedMailer, type Try } from './mail-fixtures';

/** How long the relay takes to answer each mail (150 ms in the codes-first target). */
export const SEND_MS = 150;

/**
 * The most bulk sends that may start between a code becoming due and its own send: those that
 * start while the codes' lane reads and claims it, on a busy machine. Sends already in flight
 * when it came are not counted: a code waits for one of them to end, never for a batch.
 */
export const WITHIN_SENDS = 3 * DEFAULT_OUTBOX_OPTIONS.concurrency;

/** A verification code: a mail someone is waiting for. */
export function verifyMail(to: string): OutboxMail {
  return { ...notice(to, 'Verify Your Email'), kind: 'verify-email' };
}

/** A mailer that answers each send after `ms`, having done what `behave` says first. */
export const slowMailer = (behave: (mail: Mail) => void = () => {}, ms = SEND_MS) =>
  scriptedMailer(async (mail) => {
    behave(mail);
    await pause(ms);
  });

/** Queues `count` bulk notices in one transaction, as an import does; answers them. */
export async function bulkBacklog(db: Db, count: number) {
  const mails = Array.from({ length: count }, (_, i) => notice(`bulk${i}@example.com`));
  await db.transaction((tx) => enqueueMails(tx, mails));
  return mails;
}

/** How many tries started from index `from` on before the first one to `to`. */
export function sendsBefore(tries: readonly Try[], to: string, from: number) {
  const at = tries.findIndex((t) => t.mail.to === to);
  if (at < 0) throw new Error(`${to} was never tried`);
  return Math.max(0, at - from);
}

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail extends Mail {
  sentAt: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Mails the file sink kept, newest last; empty for SMTP. */
  readonly sent: readonly SentMail[];
  /** Ends pooled connections (SMTP); the app calls it when it closes. */
  close?(): void;
}

/** Header values cannot carry line breaks: user text in a subject must not add headers. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/**
 * The file sink, used without SMTP so the product still works end to end: each email is printed
 * to the log and written to `<dir>/*.json` so the person running it can read PINs and access
 * codes. The app's folder is `DATA_DIR/outbox`, the name `MAIL_OUTBOX` documents; the durable
 * queue in front of every mailer is another thing, the `email_outbox` table. With `bodies: false`
 * (production) the log gets only the recipient and subject: log lines travel to collectors and
 * people that must never see a PIN or an access code.
 */
export function createFileMailer(options: {
  dir?: string;
  log?: FastifyBaseLogger;
  bodies?: boolean;
}): Mailer {
  const sent: SentMail[] = [];
  let sequence = 0;
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  return {
    sent,
    async send(mail) {
      const record = { ...mail, subject: oneLine(mail.subject), sentAt: new Date().toISOString() };
      sent.push(record);
      if (options.dir) {
        const safeTo = record.to.replace(/[^a-z0-9@._-]/gi, '_');
        // The sequence keeps two mails of the same millisecond apart and in sending order.
        sequence += 1;
        const stamp = record.sentAt.replace(/[:.]/g, '-');
        const file = `${stamp}-${String(sequence).padStart(6, '0')}-${safeTo}.json`;
        writeFileSync(path.join(options.dir, file), JSON.stringify(record, null, 2));
      }
      const logged = { to: record.to, subject: record.subject };
      options.log?.info(
        options.bodies === false ? logged : { ...logged, text: record.text },
        `outbox: email to ${record.to}`,
      );
    },
  };
}

/** SMTP connections kept open and shared by the sends, per process. */
export const SMTP_MAX_CONNECTIONS = 4;

/**
 * Sends through `smtpUrl` over a pool of connections, so a burst (an import's access codes)
 * reuses a few sessions instead of opening one per mail. The timeouts bound how long a server
 * that stops answering can hold a send, and with it the outbox lease of that mail.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_MAX_CONNECTIONS,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    sent: [],
    async send(mail) {
      await transport.sendMail({ from, ...mail, subject: oneLine(mail.subject) });
    },
    close() {
      transport.close();
    },
  };
}

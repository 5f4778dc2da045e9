import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMail {
  to: string[];
  subject: string;
  text: string;
}

/** The text/plain part of a raw message, decoded from quoted-printable or base64. */
function plainText(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const split = part.indexOf('\r\n\r\n');
  const headers = split < 0 ? '' : part.slice(0, split);
  const body = split < 0 ? part : part.slice(split + 4);
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding === 'quoted-printable') {
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return body;
}

const subjectOf = (raw: string) =>
  /^subject:\s*(.*(?:\r\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';

/**
 * A local SMTP server for the spec that needs SMTP to fail. While a recipient is refused it
 * answers RCPT TO with a permanent `550 5.1.1`, as a mail server does for a mailbox it will not
 * take; everything else is accepted and kept in memory, newest last.
 */
export async function startSmtpSink() {
  const refused = new Set<string>();
  const received: SinkMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      const error = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        received.push({ to, subject: subjectOf(raw), text: plainText(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    refuse: (address: string) => refused.add(address.toLowerCase()),
    accept: (address: string) => refused.delete(address.toLowerCase()),
    /** Every mail accepted, oldest first. */
    all: () => [...received],
    /** Mails accepted for `address`, oldest first. */
    mails: (address: string) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

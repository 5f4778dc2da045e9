import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpSinkOptions {
  /** An SMTP reply code to refuse a recipient with (550 permanent, 451 temporary). */
  refuse?: (recipient: string) => number | undefined;
  /** Take the message and never answer it, as a server that hangs mid-send. */
  hang?: boolean;
  /** Answer each message this long after it arrived, as a slow relay does. */
  answerAfterMs?: number;
}

/** A real SMTP server on a free loopback port, collecting what it is sent. */
export async function startSmtpSink(options: SmtpSinkOptions = {}) {
  const received: ReceivedMail[] = [];
  let dataStarted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address);
      if (code === undefined) return callback();
      const error = Object.assign(new Error(`Refused ${address.address}`), { responseCode: code });
      callback(error);
    },
    onData(stream, session, callback) {
      dataStarted += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      if (options.hang) return; // never answers: the client waits for its socket timeout
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const answer = () => {
          received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
          callback(null);
        };
        if (options.answerAfterMs) setTimeout(answer, options.answerAfterMs);
        else answer();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many messages reached DATA (a hanging sink holds them there). */
    get dataStarted() {
      return dataStarted;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The decoded `Subject:` header of a received message. */
export const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1];

import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from './mailer';

/** Concurrent sends per batch: enough to drain an import, few enough not to flood SMTP. */
const DEFAULT_CONCURRENCY = 4;
const inFlight = new Set<Promise<void>>();
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Sends mails after the caller has moved on (api.md §18: asynchronous; a failed send is logged
 * and never fails the request). Each send waits for a turn of the event loop first, so even a
 * synchronous mailer never delays the response. The returned promise settles when all are done.
 */
export function sendInBackground(
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, 'error'>,
  mails: readonly Mail[],
  concurrency = DEFAULT_CONCURRENCY,
): Promise<void> {
  if (mails.length === 0) return Promise.resolve();
  let next = 0;
  const worker = async () => {
    while (next < mails.length) {
      const mail = mails[next++]!;
      await nextTurn();
      try {
        await mailer.send(mail);
      } catch (error) {
        log.error({ err: error, to: mail.to, subject: mail.subject }, 'email failed');
      }
    }
  };
  const workers = Array.from({ length: Math.min(concurrency, mails.length) }, worker);
  const done = Promise.all(workers).then(() => undefined);
  inFlight.add(done);
  void done.finally(() => inFlight.delete(done));
  return done;
}

/** Resolves once every background send has finished (tests, benchmarks, graceful shutdown). */
export async function backgroundMailIdle(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

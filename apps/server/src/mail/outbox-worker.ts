import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import type { Mailer } from './mailer';
import {
  claimDueMails,
  hasDueMail,
  MAIL_QUEUED_CHANNEL,
  markMailFailed,
  markMailRetry,
  markMailSent,
  releaseMail,
  releaseOrphanedMails,
  type ClaimedMail,
} from './outbox.repo';
import { DEFAULT_RETRY_DELAYS_MS, describeError, isPermanentRefusal } from './retry-policy';

export interface OutboxOptions {
  /** The wait after each failed try; a mail gets `length + 1` tries, then fails. */
  retryDelaysMs: readonly number[];
  /** How often the worker looks for due mail without being woken (retries, other processes). */
  pollMs: number;
  /** How long a claim holds a row; a row whose claimer died is taken again after it. */
  leaseMs: number;
  /** Sends at once per process (as many as the SMTP pool has connections). */
  concurrency: number;
  /** How long closing waits for the sends in flight before giving them back. */
  closeTimeoutMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
  pollMs: 5_000,
  leaseMs: 5 * 60_000,
  concurrency: 4,
  closeTimeoutMs: 5_000,
};

export interface OutboxWorkerDeps {
  db: Db;
  kind: Database['kind'];
  /** Wakes the worker when a commit queued mail; without it, it polls only. */
  listen?: Database['listen'];
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

interface Delivery {
  claim: ClaimedMail;
  done: Promise<void>;
  /** Given back at shutdown: whatever the send does now, the row is no longer ours to write. */
  abandoned: boolean;
}

const wait = (ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
};

/**
 * Sends the outbox (issue 18, durable email). Rows are claimed for a lease in one short
 * statement (`for update skip locked`, so processes sharing a PostgreSQL database never claim
 * the same row), sent through the mailer, then marked sent, due again after a backoff, or failed
 * after the last try or at a permanent 5xx refusal. The worker wakes on the queued-mail notice
 * (after the commit, from any process), after each send, and on a poll for retries and leases
 * that ran out.
 */
export class OutboxWorker {
  readonly options: OutboxOptions;
  private readonly deliveries = new Set<Delivery>();
  /** Claims run one at a time, so a process never holds more rows than it has senders. */
  private claims: Promise<unknown> = Promise.resolve();
  private nudged = false;
  private started = false;
  private closing = false;
  private closed: Promise<void> | undefined;
  private poll: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly deps: OutboxWorkerDeps,
    options: Partial<OutboxOptions> = {},
  ) {
    this.options = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
  }

  get leaseMs() {
    return this.options.leaseMs;
  }

  /** Starts waking by itself; rows left by a process that died are picked up from here. */
  async start() {
    if (this.started || this.closing) return;
    this.started = true;
    // Only this process can open the embedded database, so its claims are all orphans.
    if (this.deps.kind === 'pglite') await releaseOrphanedMails(this.deps.db);
    const unlisten = await this.deps.listen?.(MAIL_QUEUED_CHANNEL, () => this.nudge());
    if (this.closing) {
      await unlisten?.();
      return;
    }
    this.unlisten = unlisten;
    this.poll = setInterval(() => this.nudge(), this.options.pollMs).unref();
    this.nudge();
  }

  /** Looks for due mail soon; wake-ups that arrive while one is waiting to run are one. */
  nudge() {
    if (this.nudged || this.closing) return;
    this.nudged = true;
    this.fill(() => {
      this.nudged = false;
    }).catch((error: unknown) => this.deps.log.warn({ err: error }, 'outbox: claim failed'));
  }

  /** Sends everything due now and resolves when nothing is due or in flight (tests, tools). */
  async drain() {
    for (;;) {
      const claimed = await this.fill();
      if (claimed === 0 && this.deliveries.size === 0) return;
      if (this.deliveries.size > 0) await Promise.race([...this.deliveries].map((d) => d.done));
    }
  }

  /**
   * The first try of a mail the caller claimed itself (`enqueueClaimedMail`) and must know the
   * fate of now: marked sent, or failed for good (the caller reports the failure, so a later
   * retry must not send what the person was told did not go) and the error rethrown.
   */
  async sendClaimed(claim: ClaimedMail) {
    try {
      await this.deps.mailer.send(claim);
    } catch (error) {
      await markMailFailed(this.deps.db, claim, describeError(error));
      throw error;
    }
    await markMailSent(this.deps.db, claim);
  }

  /**
   * Stops claiming, waits up to `closeTimeoutMs` for the sends in flight, and gives back the
   * ones still running: they are due again for the next start (or another process).
   */
  close(): Promise<void> {
    this.closed ??= this.shutDown();
    return this.closed;
  }

  private async shutDown() {
    this.closing = true;
    clearInterval(this.poll);
    await this.unlisten?.().catch(() => {});
    await this.claims.catch(() => {});
    const timeout = wait(this.options.closeTimeoutMs);
    await Promise.race([Promise.all([...this.deliveries].map((d) => d.done)), timeout.promise]);
    timeout.cancel();
    for (const delivery of this.deliveries) {
      delivery.abandoned = true;
      await releaseMail(this.deps.db, delivery.claim).catch((error: unknown) =>
        this.deps.log.warn({ err: error, mailId: delivery.claim.id }, 'outbox: release failed'),
      );
    }
  }

  /** Claims as many due rows as there are free senders and starts sending them. */
  private fill(onStart?: () => void): Promise<number> {
    const run = this.claims.then(
      () => this.claimAndSend(onStart),
      () => this.claimAndSend(onStart),
    );
    this.claims = run.catch(() => {});
    return run;
  }

  private async claimAndSend(onStart?: () => void): Promise<number> {
    onStart?.();
    const free = this.options.concurrency - this.deliveries.size;
    if (this.closing || free <= 0) return 0;
    if (!(await hasDueMail(this.deps.db))) return 0;
    const claimed = await claimDueMails(this.deps.db, free, this.options.leaseMs);
    for (const claim of claimed) {
      const delivery: Delivery = { claim, done: Promise.resolve(), abandoned: false };
      delivery.done = this.deliver(delivery).finally(() => {
        this.deliveries.delete(delivery);
        if (!this.closing) this.nudge();
      });
      this.deliveries.add(delivery);
    }
    return claimed.length;
  }

  /** One try of one row; never rejects. */
  private async deliver(delivery: Delivery) {
    const { claim } = delivery;
    const { db, log } = this.deps;
    // The subject and address only: bodies carry codes and PINs (api.md §20.6).
    const about = {
      mailId: claim.id,
      to: claim.to,
      subject: claim.subject,
      attempt: claim.attempt,
    };
    let failure: unknown;
    try {
      await this.deps.mailer.send(claim);
    } catch (error) {
      failure = error ?? new Error('send failed');
    }
    if (delivery.abandoned) return;
    try {
      if (failure === undefined) {
        await markMailSent(db, claim);
        return;
      }
      const reason = describeError(failure);
      const delays = this.options.retryDelaysMs;
      if (isPermanentRefusal(failure) || claim.attempt > delays.length) {
        await markMailFailed(db, claim, reason);
        log.error({ ...about, reason }, 'outbox: email failed for good');
      } else {
        await markMailRetry(db, claim, delays[claim.attempt - 1]!, reason);
        log.warn({ ...about, reason }, 'outbox: email failed, will retry');
      }
    } catch (error) {
      // The lease runs out and the row is taken again: a mail may go twice, never zero times.
      log.error({ err: error, ...about }, 'outbox: could not record the outcome of a send');
    }
  }
}

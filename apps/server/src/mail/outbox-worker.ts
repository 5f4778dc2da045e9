import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import type { Mailer } from './mailer';
import {
  claimDueMails,
  hasDueMail,
  MAIL_QUEUED_CHANNEL,
  markMailFailed,
  markMailRetry,
  markMailsSent,
  releaseMails,
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
  /** Rows claimed at once: fewer statements per mail, which the embedded database needs. */
  batchSize: number;
  /**
   * The longest one send can take (the SMTP timeouts of mailer.ts). A batch starts no send once
   * less than this (or half the lease) is left of its lease, and gives back the rows it did not
   * start, so no send outlives the claim it runs under.
   */
  sendTimeoutMs: number;
  /** Sends at once per process (as many as the SMTP pool has connections). */
  concurrency: number;
  /** How long closing waits for the sends in flight before giving them back. */
  closeTimeoutMs: number;
  /**
   * How often a batch writes the outcomes of its sends that ended while the rest are still
   * going: a process killed mid-batch sends again only what ended since (at least once, and
   * rarely twice), not everything the batch had sent.
   */
  recordEveryMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
  pollMs: 5_000,
  leaseMs: 5 * 60_000,
  batchSize: 48,
  sendTimeoutMs: 90_000,
  concurrency: 4,
  closeTimeoutMs: 5_000,
  recordEveryMs: 1_000,
};

export interface OutboxWorkerDeps {
  db: Db;
  kind: Database['kind'];
  /** Wakes the worker when a commit queued mail; without it, it polls only. */
  listen?: Database['listen'];
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** One claimed batch, and the outcomes of its sends that ended, until they are written. */
interface Batch {
  claims: ClaimedMail[];
  /** No send starts after this (ms since the epoch): the lease must outlast every send. */
  startBy: number;
  /** How many of `claims` have started. */
  started: number;
  /** When the outcomes that ended are next written while the batch still sends. */
  recordAt: number;
  ended: Set<ClaimedMail>;
  sent: ClaimedMail[];
  failed: { claim: ClaimedMail; error: unknown }[];
  /** Given up at shutdown: whatever its sends do now, the rows are no longer ours to write. */
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
 * Sends the outbox (issue 18, durable email). A pass claims a batch of due rows for a lease in
 * one short statement (`for update skip locked`, so processes sharing a PostgreSQL database
 * never claim the same row), sends them through the mailer a few at a time, and writes the
 * outcomes every second and at the end: the sent rows in one statement, a failed one due again after a backoff, or failed
 * for good after the last try or at a permanent 5xx refusal. Few statements per mail matter on
 * the embedded database, whose one thread also serves every request.
 *
 * The worker wakes on the queued-mail notice (after the commit, from any process), after a full
 * batch, and on a poll for retries and for leases that ran out.
 */
export class OutboxWorker {
  readonly options: OutboxOptions;
  /** Passes run one at a time, so a process never holds more than one batch. */
  private passes: Promise<unknown> = Promise.resolve();
  private current: Batch | undefined;
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

  /** Sends what is due soon; wake-ups that arrive while one is waiting to run are one. */
  nudge() {
    if (this.nudged || this.closing) return;
    this.nudged = true;
    this.pass(() => {
      this.nudged = false;
    }).catch((error: unknown) => this.deps.log.warn({ err: error }, 'outbox: pass failed'));
  }

  /** Sends everything due now and resolves when nothing is due or in flight (tests, tools). */
  async drain() {
    while ((await this.pass()) > 0);
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
    await markMailsSent(this.deps.db, [claim]);
  }

  /**
   * Stops claiming, waits up to `closeTimeoutMs` for the sends in flight, records those that
   * ended and gives back the rest: they are due again for the next start (or another process).
   */
  close(): Promise<void> {
    this.closed ??= this.shutDown();
    return this.closed;
  }

  private async shutDown() {
    this.closing = true;
    clearInterval(this.poll);
    await this.unlisten?.().catch(() => {});
    const timeout = wait(this.options.closeTimeoutMs);
    await Promise.race([this.passes, timeout.promise]);
    timeout.cancel();
    const batch = this.current;
    if (!batch) return;
    batch.abandoned = true;
    await this.record(batch);
    const unfinished = batch.claims.filter((claim) => !batch.ended.has(claim));
    await releaseMails(this.deps.db, unfinished).catch((error: unknown) =>
      this.deps.log.warn({ err: error }, 'outbox: could not give back unfinished mail'),
    );
  }

  /** Queues one pass after the ones before it; answers how many rows it claimed. */
  private pass(onStart?: () => void): Promise<number> {
    const run = this.passes.then(
      () => this.claimAndSend(onStart),
      () => this.claimAndSend(onStart),
    );
    this.passes = run.catch(() => {});
    return run;
  }

  private async claimAndSend(onStart?: () => void): Promise<number> {
    onStart?.();
    const { db } = this.deps;
    if (this.closing) return 0;
    // A plain read first, so an idle wake-up writes nothing (a write would flush every cache).
    if (!(await hasDueMail(db))) return 0;
    const { leaseMs, sendTimeoutMs, batchSize } = this.options;
    // Read before the claim, so the deadline errs early against the lease the database sets.
    const startBy = Date.now() + leaseMs - Math.min(sendTimeoutMs, leaseMs / 2);
    const claims = await claimDueMails(db, batchSize, leaseMs);
    const batch: Batch = {
      claims,
      startBy,
      started: 0,
      recordAt: Date.now() + this.options.recordEveryMs,
      ended: new Set(),
      sent: [],
      failed: [],
      abandoned: false,
    };
    this.current = batch;
    try {
      await this.sendAll(batch);
      // Abandoned: shutdown has written what ended in time and given the rest back.
      if (!batch.abandoned) {
        await this.record(batch);
        await releaseMails(db, claims.slice(batch.started));
      }
    } finally {
      this.current = undefined;
    }
    // A full batch means more may be waiting: go on without waiting for the next wake-up.
    if (claims.length === batchSize) this.nudge();
    return claims.length;
  }

  private async sendAll(batch: Batch) {
    const sender = async () => {
      while (
        batch.started < batch.claims.length &&
        !batch.abandoned &&
        Date.now() < batch.startBy
      ) {
        const claim = batch.claims[batch.started++]!;
        let failure: unknown;
        try {
          await this.deps.mailer.send(claim);
        } catch (error) {
          failure = error ?? new Error('send failed');
        }
        if (batch.abandoned) return;
        batch.ended.add(claim);
        if (failure === undefined) batch.sent.push(claim);
        else batch.failed.push({ claim, error: failure });
        if (Date.now() >= batch.recordAt) {
          batch.recordAt = Date.now() + this.options.recordEveryMs;
          await this.record(batch);
        }
      }
    };
    const senders = Math.min(this.options.concurrency, batch.claims.length);
    await Promise.all(Array.from({ length: senders }, sender));
  }

  /** Writes the outcomes of the sends that ended and were not written yet. */
  private async record(batch: Batch) {
    const { db, log } = this.deps;
    const sent = batch.sent.splice(0);
    const failed = batch.failed.splice(0);
    try {
      await markMailsSent(db, sent);
      for (const { claim, error } of failed) {
        // The subject and address only: bodies carry codes and PINs (api.md §20.6).
        const about = { mailId: claim.id, to: claim.to, subject: claim.subject };
        const reason = describeError(error);
        const delays = this.options.retryDelaysMs;
        if (isPermanentRefusal(error) || claim.attempt > delays.length) {
          await markMailFailed(db, claim, reason);
          log.error({ ...about, attempt: claim.attempt, reason }, 'outbox: email failed for good');
        } else {
          await markMailRetry(db, claim, delays[claim.attempt - 1]!, reason);
          log.warn(
            { ...about, attempt: claim.attempt, reason },
            'outbox: email failed, will retry',
          );
        }
      }
    } catch (error) {
      // The lease runs out and the rows are taken again: a mail may go twice, never zero times.
      log.error({ err: error }, 'outbox: could not record the outcome of sends');
    }
  }
}

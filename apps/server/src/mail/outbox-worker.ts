import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import type { Job } from '../jobs/job';
import type { Mailer } from './mailer';
import {
  BULK,
  claimDueMails,
  hasDueMail,
  MAIL_QUEUED_CHANNEL,
  markMailFailed,
  markMailRetry,
  markMailsSent,
  releaseMails,
  releaseOrphanedMails,
  WAITED_FOR,
  type ClaimedMail,
  type Priority,
} from './outbox.repo';
import { DEFAULT_RETRY_DELAYS_MS, describeError, isPermanentRefusal } from './retry-policy';
import { SendSlots } from './send-slots';

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
  /**
   * Sends at once per process (as many as the SMTP pool has connections), shared by both lanes:
   * a slot that frees goes to a mail someone waits for first.
   */
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

/**
 * A loop of passes, one at a time, each claiming one batch of the priorities up to `upTo`: so a
 * lane never holds more than one batch. The bulk lane takes codes first too, and helps when many
 * wait; the lane of codes never waits behind a bulk batch, which takes seconds to send.
 */
interface Lane {
  upTo: Priority;
  passes: Promise<unknown>;
  current: Batch | undefined;
  nudged: boolean;
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

const newLane = (upTo: Priority): Lane => ({
  upTo,
  passes: Promise.resolve(),
  current: undefined,
  nudged: false,
});

/**
 * Sends the outbox, the durable email queue. A pass claims a batch of due rows for a lease in
 * one short statement (`for update skip locked`, so processes sharing a PostgreSQL database
 * never claim the same row), sends them through the mailer a few at a time, and writes the
 * outcomes every second and at the end: the sent rows in one statement, a failed one due again
 * after a backoff, or failed for good after the last try or at a permanent 5xx refusal. Few
 * statements per mail matter on the embedded database, whose one thread also serves every
 * request.
 *
 * Mail someone is waiting for goes first: a lane of its own claims only those rows, alongside the
 * bulk lane, and takes the next send slot that frees. So a verification code queued behind an
 * import's 1,200 invitations waits for one send, not for the invitations.
 *
 * Both lanes wake on the queued-mail notice (after the commit, from any process) and on a poll
 * for retries and for leases that ran out; a lane also goes on at once after a full batch.
 */
export class OutboxWorker implements Job {
  readonly name = 'outbox worker';
  readonly options: OutboxOptions;
  private readonly bulkLane = newLane(BULK);
  /** The lane of mail someone waits for, and the bulk lane. */
  private readonly lanes: readonly Lane[] = [newLane(WAITED_FOR), this.bulkLane];
  private readonly slots: SendSlots;
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
    this.slots = new SendSlots(this.options.concurrency);
  }

  get leaseMs() {
    return this.options.leaseMs;
  }

  /**
   * Starts waking by itself (the job runner calls it once the app is ready); rows left by a
   * process that died are picked up from here.
   */
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

  /** Sends what is due soon, in every lane. */
  nudge() {
    for (const each of this.lanes) this.nudgeLane(each);
  }

  /** Sends everything due now and resolves when nothing is due or in flight (tests, tools). */
  async drain() {
    // The bulk lane alone claims every priority, codes first: what is drained goes out in claim
    // order, and a pass follows the last at once, as callers that time retries expect.
    while ((await this.pass(this.bulkLane)) > 0);
    // A pass of the codes' lane that a wake-up started meanwhile ends too.
    await Promise.all(this.lanes.map((each) => each.passes));
  }

  /**
   * The first try of a mail the caller claimed itself (`enqueueClaimedMail`) and must know the
   * fate of now: marked sent, or failed for good (the caller reports the failure, so a later
   * retry must not send what the person was told did not go) and the error rethrown.
   */
  async sendClaimed(claim: ClaimedMail) {
    // A slot like the lanes' sends: the request waits for one send in flight, not a bulk queue.
    await this.slots.acquire(claim.priority);
    const sending = Promise.resolve()
      .then(() => this.deps.mailer.send(claim))
      .finally(() => this.slots.release());
    try {
      await sending;
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
    await Promise.race([Promise.all(this.lanes.map((each) => each.passes)), timeout.promise]);
    timeout.cancel();
    await Promise.all(this.lanes.map((each) => this.giveBack(each.current)));
  }

  /** Shutdown: records what of `batch` ended and gives back the rest. */
  private async giveBack(batch: Batch | undefined) {
    if (!batch) return;
    batch.abandoned = true;
    await this.record(batch);
    const unfinished = batch.claims.filter((claim) => !batch.ended.has(claim));
    await releaseMails(this.deps.db, unfinished).catch((error: unknown) =>
      this.deps.log.warn({ err: error }, 'outbox: could not give back unfinished mail'),
    );
  }

  /** Wake-ups of a lane that arrive while one is waiting to run are one. */
  private nudgeLane(lane: Lane) {
    if (lane.nudged || this.closing) return;
    lane.nudged = true;
    this.pass(lane, () => {
      lane.nudged = false;
    }).catch((error: unknown) => this.deps.log.warn({ err: error }, 'outbox: pass failed'));
  }

  /** Queues one pass after the ones before it in its lane; answers how many rows it claimed. */
  private pass(lane: Lane, onStart?: () => void): Promise<number> {
    const run = lane.passes.then(
      () => this.claimAndSend(lane, onStart),
      () => this.claimAndSend(lane, onStart),
    );
    lane.passes = run.catch(() => {});
    return run;
  }

  private async claimAndSend(lane: Lane, onStart?: () => void): Promise<number> {
    onStart?.();
    const { db } = this.deps;
    if (this.closing) return 0;
    // A plain read first, so an idle wake-up writes nothing (a write would flush every cache).
    if (!(await hasDueMail(db, lane.upTo))) return 0;
    const { leaseMs, sendTimeoutMs, batchSize } = this.options;
    // Read before the claim, so the deadline errs early against the lease the database sets.
    const startBy = Date.now() + leaseMs - Math.min(sendTimeoutMs, leaseMs / 2);
    const claims = await claimDueMails(db, batchSize, leaseMs, lane.upTo);
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
    lane.current = batch;
    try {
      await this.sendAll(batch);
      // Abandoned: shutdown has written what ended in time and given the rest back.
      if (!batch.abandoned) {
        await this.record(batch);
        await releaseMails(db, claims.slice(batch.started));
      }
    } finally {
      lane.current = undefined;
    }
    // A full batch means more may be waiting: go on without waiting for the next wake-up.
    if (claims.length === batchSize) this.nudgeLane(lane);
    return claims.length;
  }

  private async sendAll(batch: Batch) {
    const mayStart = () =>
      batch.started < batch.claims.length && !batch.abandoned && Date.now() < batch.startBy;
    const sender = async () => {
      while (mayStart()) {
        // Claims are in priority order: the next one's priority is the slot's.
        await this.slots.acquire(batch.claims[batch.started]!.priority);
        // Checked again: the wait for a slot counts against the lease like the send itself.
        if (!mayStart()) {
          this.slots.release();
          return;
        }
        const claim = batch.claims[batch.started++]!;
        let failure: unknown;
        try {
          await this.deps.mailer.send(claim);
        } catch (error) {
          failure = error ?? new Error('send failed');
        } finally {
          this.slots.release();
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
        // The subject and address only: bodies carry codes and PINs.
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

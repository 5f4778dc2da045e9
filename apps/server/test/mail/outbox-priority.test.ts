import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { emailOutbox } from '../../src/db/schema';
import {
  claimDueMails,
  enqueueClaimedMail,
  enqueueMails,
  hasDueMail,
  WAITED_FOR,
} from '../../src/mail/outbox.repo';
import { DEFAULT_OUTBOX_OPTIONS } from '../../src/mail/outbox-worker';
import { SendSlots } from '../../src/mail/send-slots';
import { openTestDatabase } from '../helpers/test-database';
import { pause, until } from '../helpers/wait';
import {
  bulkBacklog,
  SEND_MS,
  sendsBefore,
  slowMailer,
  verifyMail,
  WITHIN_SENDS,
} from './priority-fixtures';
import { notice, outboxRow, scriptedMailer, worker } from './mail-fixtures';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(emailOutbox);
});

const LEASE_MS = 60_000;

describe('the claim order (api.md §21.4)', () => {
  it('claims every mail someone waits for before any bulk mail, whatever was queued first', async () => {
    const bulk = await enqueueMails(database.db, [
      notice('b1@example.com'),
      notice('b2@example.com'),
    ]);
    const [code] = await enqueueMails(database.db, [verifyMail('code@example.com')]);
    const [resent] = await enqueueMails(database.db, [
      { ...notice('resent@example.com'), kind: 'access-code', waitedFor: true },
    ]);
    const claims = await claimDueMails(database.db, 3, LEASE_MS);
    expect(claims.map((c) => [c.id, c.priority])).toEqual([
      [code, 0],
      [resent, 0],
      [bulk[0], 1],
    ]);
  });

  it("gives the codes' lane only mail someone waits for, and tells it when there is none", async () => {
    await enqueueMails(database.db, [notice('b@example.com')]);
    expect(await hasDueMail(database.db, WAITED_FOR)).toBe(false);
    expect(await claimDueMails(database.db, 10, LEASE_MS, WAITED_FOR)).toEqual([]);
    expect(await hasDueMail(database.db)).toBe(true);

    const [code] = await enqueueMails(database.db, [verifyMail('code@example.com')]);
    expect(await hasDueMail(database.db, WAITED_FOR)).toBe(true);
    const claims = await claimDueMails(database.db, 10, LEASE_MS, WAITED_FOR);
    expect(claims.map((c) => c.id)).toEqual([code]);
  });

  it('keeps the priority of a code whose claimer died: taken again before older bulk mail', async () => {
    await enqueueMails(database.db, [notice('b1@example.com'), notice('b2@example.com')]);
    // A process that claimed a bulk mail and a code, and died: both leases run out.
    const deadBulk = await enqueueClaimedMail(database.db, notice('dead-bulk@example.com'), 1);
    const deadCode = await enqueueClaimedMail(database.db, verifyMail('dead@example.com'), 1);
    await pause(20);
    expect(await hasDueMail(database.db, WAITED_FOR)).toBe(true);
    const [first, second] = await claimDueMails(database.db, 2, LEASE_MS);
    expect([first?.id, first?.attempt, first?.priority]).toEqual([deadCode.id, 2, 0]);
    expect(second?.id).toBe(deadBulk.id);
  });
});

describe('send slots', () => {
  it('hand a freed slot to the most urgent waiter, first come first served within a priority', async () => {
    const slots = new SendSlots(1);
    const order: string[] = [];
    await slots.acquire(1);
    const waiters = [
      slots.acquire(1).then(() => order.push('bulk-a')),
      slots.acquire(0).then(() => order.push('code-a')),
      slots.acquire(1).then(() => order.push('bulk-b')),
      slots.acquire(0).then(() => order.push('code-b')),
    ];
    for (let i = 0; i < waiters.length; i++) {
      slots.release();
      await pause(0);
    }
    await Promise.all(waiters);
    expect(order).toEqual(['code-a', 'code-b', 'bulk-a', 'bulk-b']);
  });
});

/**
 * A relay that answers each mail in 150 ms, and more queued bulk mail than two batches: the
 * worker is mid-batch when the code comes. The bound is in sends, not seconds (the benchmark
 * times it): before the lanes a code waited for every bulk mail queued before it, and with the
 * claim order alone it would wait for the rest of the bulk batch in flight (up to 47 sends).
 */
describe('a code queued behind bulk mail', () => {
  const BULK = 2 * DEFAULT_OUTBOX_OPTIONS.batchSize + 4;

  it('is sent before the bulk mail queued ahead of it', async () => {
    const { mailer, tries } = slowMailer();
    const outbox = worker(database, mailer);
    await outbox.start();
    try {
      await bulkBacklog(database.db, BULK);
      await until(() => tries.length >= 1, 'the bulk mail to start going');
      await database.db.transaction((tx) => enqueueMails(tx, [verifyMail('code@example.com')]));
      const queuedAt = tries.length;
      await until(() => tries.some((t) => t.mail.to === 'code@example.com'), 'the code');
      const bulkFirst = sendsBefore(tries, 'code@example.com', queuedAt);
      expect(bulkFirst).toBeLessThanOrEqual(WITHIN_SENDS);
      // Sent long before the end of the bulk mail: most of it is still to go.
      expect(tries.length).toBeLessThan(BULK / 2);
    } finally {
      await outbox.close();
    }
  });

  it('after a failed try, goes before the bulk mail once due again', async () => {
    let refusedOnce = false;
    // A slower relay than the other tests: the retry is found by the poll, whose claim shares
    // the embedded database with the bulk lane's writes, and on a machine busy with other test
    // files that claim can take a few hundred milliseconds; at 150 ms a send, a dozen bulk sends
    // would start meanwhile without the order being wrong.
    const { mailer, tries } = slowMailer((mail) => {
      if (mail.to !== 'retry@example.com' || refusedOnce) return;
      refusedOnce = true;
      throw Object.assign(new Error('451 Try again later'), { responseCode: 451 });
    }, 3 * SEND_MS);
    // Retries are found by the poll, as in production (every 5 s there; here sooner).
    const outbox = worker(database, mailer, { retryDelaysMs: [300], pollMs: 50 });
    await outbox.start();
    try {
      const [id] = await database.db.transaction((tx) =>
        enqueueMails(tx, [verifyMail('retry@example.com')]),
      );
      await bulkBacklog(database.db, BULK);
      await until(
        async () => (await outboxRow(database.db, id!)).status === 'pending',
        'the retry',
      );
      const failed = await outboxRow(database.db, id!);
      expect(failed).toMatchObject({ attempts: 1, priority: 0 });
      const dueAt = failed.nextAttemptAt.getTime();
      await until(
        () => tries.filter((t) => t.mail.to === 'retry@example.com').length === 2,
        'try 2',
      );
      const retriedAt = tries.findLastIndex((t) => t.mail.to === 'retry@example.com');
      const bulkFirst = tries.slice(0, retriedAt).filter((t) => t.at >= dueAt).length;
      expect(bulkFirst).toBeLessThanOrEqual(WITHIN_SENDS);
      expect(tries.length).toBeLessThan(BULK / 2);
      await until(async () => (await outboxRow(database.db, id!)).status === 'sent', 'sent');
    } finally {
      await outbox.close();
    }
  });

  it('whose claimer died is taken over before the bulk mail once its lease runs out', async () => {
    const { mailer, tries } = slowMailer();
    // The lease is found by the poll: nothing announces that a process died.
    const outbox = worker(database, mailer, { pollMs: 50 });
    await outbox.start();
    try {
      await bulkBacklog(database.db, BULK);
      await until(() => tries.length >= 1, 'the bulk mail to start going');
      const dead = await enqueueClaimedMail(database.db, verifyMail('orphan@example.com'), 1);
      const queuedAt = tries.length;
      await until(() => tries.some((t) => t.mail.to === 'orphan@example.com'), 'the takeover');
      expect(sendsBefore(tries, 'orphan@example.com', queuedAt)).toBeLessThanOrEqual(WITHIN_SENDS);
      expect(tries.length).toBeLessThan(BULK / 2);
      await until(async () => (await outboxRow(database.db, dead.id)).status === 'sent', 'sent');
      expect(await outboxRow(database.db, dead.id)).toMatchObject({ attempts: 2, priority: 0 });
    } finally {
      await outbox.close();
    }
  });

  it('leaves the bulk mail whole: every row sent once, after the code', async () => {
    const { mailer, tries } = scriptedMailer();
    const outbox = worker(database, mailer);
    try {
      const bulk = await bulkBacklog(database.db, 60);
      await enqueueMails(database.db, [verifyMail('code@example.com')]);
      await outbox.drain();
      expect(tries[0]!.mail.to).toBe('code@example.com');
      const bulkTried = tries.slice(1).map((t) => t.mail.to);
      expect(bulkTried.sort()).toEqual(bulk.map((m) => m.to).sort());
      const rows = await database.db.select().from(emailOutbox);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await outbox.close();
    }
  });
});

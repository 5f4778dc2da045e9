import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { emailOutbox } from '../../src/db/schema';
import { createSmtpMailer } from '../../src/mail/mailer';
import { enqueueClaimedMail, enqueueMails } from '../../src/mail/outbox.repo';
import { openTestDatabase } from '../helpers/test-database';
import { pause, until } from '../helpers/wait';
import { allOutboxRows, notice, outboxRow, scriptedMailer, worker } from './mail-fixtures';
import { startSmtpSink, subjectOf } from './smtp-sink';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(emailOutbox);
});

describe('the outbox', () => {
  it('never sends a mail whose transaction rolled back, and sends the committed one', async () => {
    const { mailer, sent } = scriptedMailer();
    const outbox = worker(database, mailer);
    await outbox.start();
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await enqueueMails(tx, [notice('lost@example.com')]);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await database.db.transaction((tx) => enqueueMails(tx, [notice('kept@example.com')]));
      // The committed mail's notice wakes the worker; nothing else is there to send.
      await until(() => sent.length === 1, 'the committed mail');
      await outbox.drain();
      expect(sent.map((m) => m.to)).toEqual(['kept@example.com']);
      const rows = await allOutboxRows(database.db);
      expect(rows.map((r) => [r.toEmail, r.status])).toEqual([['kept@example.com', 'sent']]);
      expect(rows[0]!.sentAt).toBeInstanceOf(Date);
    } finally {
      await outbox.close();
    }
  });

  it('retries a failing send with growing waits and fails it after the last try', async () => {
    const delays = [40, 80, 160, 320, 640];
    const { mailer, tries } = scriptedMailer(() => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
    });
    // No poll: only drain() tries, so every try is one this test made.
    const outbox = worker(database, mailer, { retryDelaysMs: delays, pollMs: 3_600_000 });
    try {
      const [id] = await enqueueMails(database.db, [notice('down@example.com')]);
      for (let attempt = 1; attempt <= delays.length + 1; attempt++) {
        await until(async () => {
          await outbox.drain();
          return tries.length === attempt;
        }, `try ${attempt}`);
        const drained = Date.now();
        const row = await outboxRow(database.db, id!);
        expect(row.attempts).toBe(attempt);
        expect(row.lastError).toBe('ESOCKET connect ECONNREFUSED 127.0.0.1:25');
        expect(row.lockedUntil).toBeNull();
        if (attempt <= delays.length) {
          expect(row.status).toBe('pending');
          // Due again `delays[attempt - 1]` after the failed try (set once the try had failed).
          const wait = row.nextAttemptAt.getTime() - tries[attempt - 1]!.at;
          expect(wait).toBeGreaterThanOrEqual(delays[attempt - 1]!);
          expect(wait).toBeLessThanOrEqual(delays[attempt - 1]! + (drained - tries.at(-1)!.at));
        } else {
          expect(row.status).toBe('failed');
          expect(row.sentAt).toBeNull();
        }
      }
      await pause(delays.at(-1)! + 50);
      await outbox.drain();
      expect(tries).toHaveLength(delays.length + 1);
    } finally {
      await outbox.close();
    }
  });

  it('fails a mail at once on a permanent SMTP refusal and retries a temporary one', async () => {
    const sink = await startSmtpSink({
      refuse: (to) => (to.startsWith('gone') ? 550 : to.startsWith('busy') ? 451 : undefined),
    });
    const mailer = createSmtpMailer(sink.url, 'Capstone <no-reply@capstone.local>');
    const outbox = worker(database, mailer, { retryDelaysMs: [60_000] });
    try {
      const [ok, gone, busy] = await enqueueMails(database.db, [
        notice('ok@example.com', 'Fine'),
        notice('gone@example.com'),
        notice('busy@example.com'),
      ]);
      await outbox.drain();
      expect(await outboxRow(database.db, ok!)).toMatchObject({ status: 'sent', attempts: 1 });
      const refused = await outboxRow(database.db, gone!);
      expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
      expect(refused.lastError).toMatch(/^550 /);
      const later = await outboxRow(database.db, busy!);
      expect(later).toMatchObject({ status: 'pending', attempts: 1 });
      expect(later.lastError).toMatch(/^451 /);
      expect(later.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
      expect(sink.received.map((m) => [m.to, subjectOf(m)])).toEqual([
        [['ok@example.com'], 'Fine'],
      ]);
    } finally {
      await outbox.close();
      mailer.close?.();
      await sink.close();
    }
  });

  it('takes a mail again once the lease of the process that claimed it has run out', async () => {
    const { mailer, sent } = scriptedMailer();
    const outbox = worker(database, mailer);
    try {
      // As a process that claimed the mail and died: its lease ends a moment later.
      const claim = await enqueueClaimedMail(database.db, notice('orphan@example.com'), 1);
      await pause(20);
      await outbox.drain();
      expect(sent.map((m) => m.to)).toEqual(['orphan@example.com']);
      expect(await outboxRow(database.db, claim.id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await outbox.close();
    }
  });

  it('starts no send once its lease is too short for one, and gives those rows back', async () => {
    const { mailer, tries } = scriptedMailer(() => pause(100));
    // Sends may start in the first 400 - min(300, 400 / 2) = 200 ms of each claim.
    const outbox = worker(database, mailer, {
      leaseMs: 400,
      sendTimeoutMs: 300,
      concurrency: 1,
      batchSize: 10,
    });
    try {
      const addresses = Array.from({ length: 6 }, (_, i) => `lease${i}@example.com`);
      await enqueueMails(
        database.db,
        addresses.map((to) => notice(to)),
      );
      await outbox.drain();
      // Each mail tried once: the rows a batch could not start went back untried, not lost.
      expect(tries.map((t) => t.mail.to).sort()).toEqual(addresses);
      const rows = await allOutboxRows(database.db);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(addresses.map(() => ['sent', 1]));
      // A row given back is due again from that moment: later than it was queued.
      const givenBack = rows.filter((r) => r.nextAttemptAt.getTime() > r.createdAt.getTime());
      expect(givenBack.length).toBeGreaterThan(0);
    } finally {
      await outbox.close();
    }
  });

  it('writes what a batch has sent while it is still sending, so a kill resends little', async () => {
    let hold = true;
    const { mailer, sent } = scriptedMailer(async (mail) => {
      await pause(20);
      // The last mail of the batch waits until the test has looked at the rows.
      while (hold && mail.to === 'part5@example.com') await pause(10);
    });
    const outbox = worker(database, mailer, { concurrency: 1, recordEveryMs: 30 });
    try {
      const ids = await enqueueMails(
        database.db,
        Array.from({ length: 6 }, (_, i) => notice(`part${i}@example.com`)),
      );
      outbox.nudge();
      await until(() => sent.length === 5, 'five sends');
      // The batch is still going, yet most of what it sent is already recorded as sent.
      await until(async () => {
        const rows = await allOutboxRows(database.db);
        return rows.filter((r) => r.status === 'sent').length >= 4;
      }, 'the sent rows written mid-batch');
      expect((await outboxRow(database.db, ids[5]!)).status).toBe('sending');
      hold = false;
      await outbox.drain();
      const rows = await allOutboxRows(database.db);
      expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'sent'));
    } finally {
      hold = false;
      await outbox.close();
    }
  });

  it('at shutdown finishes the sends in flight within the bound and gives back the rest', async () => {
    let release: () => void = () => {};
    const { mailer, tries, sent } = scriptedMailer(
      (mail) =>
        new Promise<void>((resolve) => {
          if (mail.to.startsWith('slow')) setTimeout(resolve, 150);
          else release = resolve; // hangs until the test lets it go
        }),
    );
    const outbox = worker(database, mailer, { closeTimeoutMs: 1_000 });
    const [slow, stuck] = await enqueueMails(database.db, [
      notice('slow@example.com'),
      notice('stuck@example.com'),
    ]);
    outbox.nudge();
    await until(() => tries.length === 2, 'both sends to start');
    await outbox.close();
    expect(sent.map((m) => m.to)).toEqual(['slow@example.com']);
    expect(await outboxRow(database.db, slow!)).toMatchObject({ status: 'sent', attempts: 1 });
    // Due again at once for the next start, and the unfinished try does not count.
    const back = await outboxRow(database.db, stuck!);
    expect(back).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    expect(back.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    // A send that ends after the shutdown writes nothing: the row is no longer this worker's.
    release();
    await pause(50);
    expect((await outboxRow(database.db, stuck!)).status).toBe('pending');

    const { mailer: next, sent: resent } = scriptedMailer();
    const restarted = worker(database, next);
    await restarted.drain();
    await restarted.close();
    expect(resent.map((m) => m.to)).toEqual(['stuck@example.com']);
  });
});

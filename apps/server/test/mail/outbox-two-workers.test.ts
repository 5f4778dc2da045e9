import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/db/client';
import { enqueueMails } from '../../src/mail/outbox.repo';
import { openScratchPostgres } from '../helpers/test-database';
import { pause, until } from '../helpers/wait';
import { allOutboxRows, notice, scriptedMailer, worker } from './mail-fixtures';
import { bulkBacklog, slowMailer, verifyMail, WITHIN_SENDS } from './priority-fixtures';

const adminUrl = process.env.TEST_DATABASE_URL;
const MAILS = 40;
const addresses = Array.from({ length: MAILS }, (_, i) => `m${i}@example.com`);

/**
 * Two server processes on one database, each with its own connection pool and worker. PGlite
 * runs inside one process and cannot be opened by a second one, so this runs on PostgreSQL only.
 */
describe.skipIf(!adminUrl)('two outbox workers on one PostgreSQL database', () => {
  let first: Database & { url: string };
  let second: Database;
  beforeAll(async () => {
    first = await openScratchPostgres(adminUrl!);
    second = await openPostgres(first.url);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('share the mails and never send one twice', async () => {
    const slow = () => pause(15);
    const a = scriptedMailer(slow);
    const b = scriptedMailer(slow);
    const workerA = worker(first, a.mailer);
    const workerB = worker(second, b.mailer);
    await Promise.all([workerA.start(), workerB.start()]);
    try {
      const mails = addresses.map((to) => notice(to));
      // Committed in a few transactions, so both hear of new mail while sending.
      for (let i = 0; i < MAILS; i += 10) {
        await first.db.transaction((tx) => enqueueMails(tx, mails.slice(i, i + 10)));
      }
      await Promise.all([workerA.drain(), workerB.drain()]);
      // A last look for rows either one saw claimed by the other while it drained.
      await Promise.all([workerA.drain(), workerB.drain()]);
    } finally {
      await Promise.all([workerA.close(), workerB.close()]);
    }
    const tried = [...a.tries, ...b.tries].map((t) => t.mail.to).sort();
    expect(tried).toEqual([...addresses].sort());
    expect(a.tries.length).toBeGreaterThan(0);
    expect(b.tries.length).toBeGreaterThan(0);
    const rows = await allOutboxRows(first.db);
    expect(rows).toHaveLength(MAILS);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('send a code queued behind both their bulk batches first, and once', async () => {
    const a = slowMailer();
    const b = slowMailer();
    const workerA = worker(first, a.mailer);
    const workerB = worker(second, b.mailer);
    await Promise.all([workerA.start(), workerB.start()]);
    const tries = () => [...a.tries, ...b.tries].sort((x, y) => x.at - y.at);
    const codeTries = () => tries().filter((t) => t.mail.to === 'code@example.com');
    try {
      await bulkBacklog(first.db, 200);
      await until(() => a.tries.length > 0 && b.tries.length > 0, 'both to send bulk mail');
      // Queued through the second process's database: the first hears of it by notice too.
      await second.db.transaction((tx) => enqueueMails(tx, [verifyMail('code@example.com')]));
      const queuedAt = Date.now();
      await until(() => codeTries().length > 0, 'the code');
      const codeAt = codeTries()[0]!.at;
      const bulkFirst = tries().filter((t) => t.at >= queuedAt && t.at < codeAt).length;
      // Each process may start its own share of sends while its codes' lane claims.
      expect(bulkFirst).toBeLessThanOrEqual(2 * WITHIN_SENDS);
    } finally {
      await Promise.all([workerA.close(), workerB.close()]);
    }
    expect(codeTries()).toHaveLength(1);
    const tried = tries().map((t) => t.mail.to);
    expect(new Set(tried).size).toBe(tried.length);
  });
});

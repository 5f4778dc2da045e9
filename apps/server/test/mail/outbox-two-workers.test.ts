import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/db/client';
import { enqueueMails } from '../../src/mail/outbox.repo';
import { openScratchPostgres } from '../helpers/test-database';
import { allOutboxRows, notice, pause, scriptedMailer, worker } from './mail-fixtures';

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
});

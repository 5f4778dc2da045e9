import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectionsPerProcess, realtimePoolMax } from '../../src/db/pool-sizes';
import { createAccount } from '../helpers/factories';
import { createTestApp } from '../helpers/test-app';

describe('connections per server process (DATABASE_POOL_MAX)', () => {
  it('adds up to the total the README gives: 17 by default', () => {
    expect(realtimePoolMax(10)).toBe(3);
    expect(connectionsPerProcess(10)).toBe(17);
    expect(connectionsPerProcess(2)).toBe(8);
    expect(connectionsPerProcess(40)).toBe(54);
  });
});

/**
 * Five server processes with fixed pools once exhausted a default PostgreSQL's connections. The
 * pools follow DATABASE_POOL_MAX, and under a burst of concurrent requests the process never
 * holds more connections than `connectionsPerProcess` says.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('connections on PostgreSQL', () => {
  it('sizes both pools from DATABASE_POOL_MAX and stays within the total under load', async () => {
    const t = await createTestApp({ env: { DATABASE_POOL_MAX: '2' } });
    const watcher = new pg.Client({ connectionString: t.database.url });
    await watcher.connect();
    try {
      const queryPool = (t.db as unknown as { $client: pg.Pool }).$client;
      expect(queryPool.options.max).toBe(2);
      expect(t.database.poolMax).toBe(2);

      let peak = 0;
      let sampling = true;
      const sample = (async () => {
        while (sampling) {
          const { rows } = await watcher.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND pid <> pg_backend_pid()`,
          );
          peak = Math.max(peak, rows[0]!.n);
        }
      })();
      const student = await createAccount(t.db, 'student');
      // Failed logins go through the rate limiter (the realtime pool) and the query pool.
      const burst = Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? t.app.inject({ method: 'GET', url: '/api/health' })
          : t.app.inject({
              method: 'POST',
              url: '/api/student/login',
              payload: { email: student.email, password: `Wrong-password-${i}` },
            }),
      );
      const answers = await Promise.all(burst);
      sampling = false;
      await sample;
      expect(answers.map((answer) => answer.statusCode).filter((code) => code >= 500)).toEqual([]);
      // The four LISTEN connections and a query connection at least were seen.
      expect(peak).toBeGreaterThanOrEqual(5);
      expect(peak).toBeLessThanOrEqual(connectionsPerProcess(2));
    } finally {
      await watcher.end();
      await t.close();
    }
  });
});

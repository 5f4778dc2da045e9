import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client';
import { migratePglite } from '../../src/db/migrate';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../../src/paths';
import { createScratchDatabase } from '../../../../scripts/scratch-database.mjs';

const MIGRATIONS = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/** A new, empty PostgreSQL database (no migration run yet), dropped by `drop`. */
async function emptyDatabase(adminUrl: string) {
  const { url, drop } = await createScratchDatabase(adminUrl, 'capstone_migrate');
  return {
    url,
    /** Rows of drizzle's journal table, and how many distinct migrations they name. */
    async journal() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ rows: number; distinct: number }>(
          'SELECT count(*)::int AS rows, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations',
        );
        return rows[0];
      } finally {
        await client.end();
      }
    },
    drop,
  };
}

/** `npm run migrate` from source, as its own process: exit code and what it printed. */
function migrateProcess(env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('migrations on the embedded database', () => {
  it('applies each once and says how many', async () => {
    const client = new PGlite();
    try {
      const db = drizzle(client);
      expect(await migratePglite(db)).toEqual({ applied: MIGRATIONS, total: MIGRATIONS });
      expect(await migratePglite(db)).toEqual({ applied: 0, total: MIGRATIONS });
    } finally {
      await client.close();
    }
  });
});

/**
 * Processes starting together on a new database must not both migrate it (drizzle's migrator
 * alone lets both create the same tables, and one fails).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;

  it('two servers opening a new database at once both come up, each migration run once', async () => {
    const database = await emptyDatabase(adminUrl);
    try {
      const opened = await Promise.allSettled([
        openPostgres(database.url),
        openPostgres(database.url),
        openPostgres(database.url),
      ]);
      const failures = opened.filter((result) => result.status === 'rejected');
      expect(failures).toEqual([]);
      await Promise.all(
        opened.map((result) => result.status === 'fulfilled' && result.value.close()),
      );
      expect(await database.journal()).toEqual({ rows: MIGRATIONS, distinct: MIGRATIONS });
    } finally {
      await database.drop();
    }
  });

  it('`npm run migrate` in two processes at once: one applies them all, the other none', async () => {
    const database = await emptyDatabase(adminUrl);
    try {
      const runs = await Promise.all([
        migrateProcess({ DATABASE_URL: database.url }),
        migrateProcess({ DATABASE_URL: database.url }),
      ]);
      expect(runs.map((run) => run.code)).toEqual([0, 0]);
      expect(
        runs.map((run) => run.out.match(/(\d+) applied now, (\d+) in all/)?.slice(1)).sort(),
      ).toEqual([
        ['0', String(MIGRATIONS)],
        [String(MIGRATIONS), String(MIGRATIONS)],
      ]);
      expect(await database.journal()).toEqual({ rows: MIGRATIONS, distinct: MIGRATIONS });
    } finally {
      await database.drop();
    }
  });

  it('`npm run migrate` names a bad DATABASE_URL and fails', async () => {
    const run = await migrateProcess({ DATABASE_URL: 'mysql://nowhere/capstone' });
    expect(run.code).toBe(1);
    expect(run.out).toContain('DATABASE_URL: must start with postgres://');
  });
});

/**
 * Import benchmark (target: 2,000 students in one request in at most 10 s on PGlite and
 * on PostgreSQL). Run: `npx tsx apps/server/bench/import.bench.ts`; set TEST_DATABASE_URL to an
 * admin URL (e.g. postgres://postgres@127.0.0.1:5432/test) to time PostgreSQL as well.
 * It times the request, which queues the emails in its transactions; the outbox worker sends
 * them alongside and after it, and they are drained after the timing. Then it times
 * `GET /api/health` and a login while a 3,000-row import runs over HTTP (target: 1 s each,
 * import-responsiveness.ts). `BENCH_STUDENTS` changes the first part's size only.
 */
import { performance } from 'node:perf_hooks';
import { openPglite, type Database } from '../src/db/client';
import { openScratchPostgres } from '../test/helpers/test-database';
import { buildBenchApp } from './bench-app';
import { addSubcourse, importFixture, studentRows } from './import-fixture';
import { timeResponsiveness } from './import-responsiveness';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const TARGET_MS = 10_000;

async function run(label: string, database: Database) {
  const { app, mailer } = await buildBenchApp(database);
  try {
    const db = database.db;
    const { admin, course, subcourse, headers } = await importFixture(db, app.ctx.tokens);
    const payload = { subcourseId: subcourse.id, students: studentRows(STUDENTS, 5_000_000) };

    const timeImport = async (what: string) => {
      const start = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/staff/subcourse/add-students',
        headers,
        payload,
      });
      const ms = performance.now() - start;
      const body = response.json<{
        created: number;
        updated: number;
        unchanged: number;
        errors: unknown[];
      }>();
      if (response.statusCode !== 200)
        throw new Error(`${label}: ${response.statusCode} ${response.body}`);
      const verdict = ms <= TARGET_MS ? 'within' : 'OVER';
      console.log(
        `${label.padEnd(10)} ${what.padEnd(24)} ${(ms / 1000).toFixed(2).padStart(6)} s  ` +
          `(created ${body.created}, updated ${body.updated}, unchanged ${body.unchanged}, errors ${body.errors.length}; ${verdict} the ${TARGET_MS / 1000} s target)`,
      );
      await app.outbox.drain();
    };
    await timeImport(`${STUDENTS} new students`);
    await timeImport('same rows again');
    // The same (now existing) accounts into a second subcourse: the enrolment path.
    const second = await addSubcourse(db, course, admin.id, 2);
    payload.subcourseId = second.id;
    await timeImport('existing, new subcourse');
    console.log(`${label.padEnd(10)} emails sent in the background: ${mailer.sent.length}`);
  } finally {
    await app.close();
    await database.close();
  }
}

await run('PGlite', await openPglite());
await timeResponsiveness('PGlite', await openPglite());
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  await run('PostgreSQL', await openScratchPostgres(pgUrl, 'capstone_bench'));
  await timeResponsiveness('PostgreSQL', await openScratchPostgres(pgUrl, 'capstone_bench'));
} else console.log('PostgreSQL skipped (set TEST_DATABASE_URL to time it)');

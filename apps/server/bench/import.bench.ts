/**
 * Import benchmark (issue 4 target: 2,000 students in one request in at most 10 s on PGlite and
 * on PostgreSQL). Run: `npx tsx apps/server/bench/import.bench.ts`; set TEST_DATABASE_URL to an
 * admin URL (e.g. postgres://postgres@127.0.0.1:5432/test) to time PostgreSQL as well.
 * It times the request, which queues the emails in its transactions; the outbox worker sends
 * them alongside and after it, and they are drained after the timing.
 */
import { performance } from 'node:perf_hooks';
import {
  channelMembers,
  channels,
  courses,
  staff,
  staffMemberships,
  subcourses,
} from '../src/db/schema';
import { openPglite, type Database } from '../src/db/client';
import { openScratchPostgres } from '../test/helpers/test-database';
import { createTokenService } from '../src/modules/accounts/token.service';
import { buildBenchApp } from './bench-app';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const TUTORIALS = 20;
const TARGET_MS = 10_000;

function rows(offset: number) {
  return Array.from({ length: STUDENTS }, (_, i) => {
    const zid = `z${String(offset + i).padStart(7, '0')}`;
    return {
      firstName: `Student`,
      lastName: `Number ${i}`,
      email: `${zid}@ad.unsw.edu.au`,
      zid,
      tutorial: `T${String(i % TUTORIALS).padStart(2, '0')}A`,
    };
  });
}

async function run(label: string, database: Database) {
  const { app, config, mailer } = await buildBenchApp(database);
  try {
    const db = database.db;
    const [admin] = await db
      .insert(staff)
      .values({
        name: 'Bench Admin',
        email: 'z3999999@ad.unsw.edu.au',
        zid: 'z3999999',
        role: 'course admin',
      })
      .returning();
    const [course] = await db
      .insert(courses)
      .values({
        name: 'Bench',
        code: 'BNCH1000',
        description: 'bench',
        color: '#3b5bdb',
        ownerId: admin!.id,
        terms: [1],
        termDates: { '1': '17-02-2025 to 30-04-2025' },
      })
      .returning();
    const [subcourse] = await db
      .insert(subcourses)
      .values({
        parentCourseId: course!.id,
        ownerId: admin!.id,
        name: '2025T1',
        code: 'BNCH1000',
        term: 1,
        year: 2025,
        color: '#3b5bdb',
      })
      .returning();
    await db
      .insert(staffMemberships)
      .values({ subcourseId: subcourse!.id, staffId: admin!.id, role: 'course admin' });
    const made = await db
      .insert(channels)
      .values(
        (['Announcements', 'Forum', 'General'] as const).map((name, i) => ({
          subcourseId: subcourse!.id,
          name,
          channelType: (['announcement', 'forum', 'text'] as const)[i]!,
          category: 'course' as const,
        })),
      )
      .returning();
    await db
      .insert(channelMembers)
      .values(
        made.map((c) => ({ channelId: c.id, accountType: 'staff' as const, accountId: admin!.id })),
      );
    const tokens = createTokenService(config.jwtSecret, db);
    const token = await tokens.issue({ type: 'staff', id: admin!.id, role: 'course admin' });
    const headers = { authorization: `Bearer ${token}` };
    const payload = { subcourseId: subcourse!.id, students: rows(5_000_000) };

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
    const [second] = await db
      .insert(subcourses)
      .values({
        parentCourseId: course!.id,
        ownerId: admin!.id,
        name: '2025T2',
        code: 'BNCH1000',
        term: 2,
        year: 2025,
        color: '#3b5bdb',
      })
      .returning();
    await db
      .insert(staffMemberships)
      .values({ subcourseId: second!.id, staffId: admin!.id, role: 'course admin' });
    payload.subcourseId = second!.id;
    await timeImport('existing, new subcourse');
    console.log(`${label.padEnd(10)} emails sent in the background: ${mailer.sent.length}`);
  } finally {
    await app.close();
    await database.close();
  }
}

await run('PGlite', await openPglite());
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) await run('PostgreSQL', await openScratchPostgres(pgUrl, 'capstone_bench'));
else console.log('PostgreSQL skipped (set TEST_DATABASE_URL to time it)');

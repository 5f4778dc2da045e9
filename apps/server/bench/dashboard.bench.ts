/**
 * Course dashboard benchmark (target: stats for a subcourse of 2,000 students and 350
 * groups in at most 50 ms per request). Builds the data with bulk inserts, then times
 * `GET /api/admin/dashboard/{id}` through `app.inject` (auth, access check and counts included),
 * the counting statement alone, and the CSV report; then `GET /api/subcourse/groups/{id}` of the
 * same subcourse (target: median at most 20 ms). The response cache is off here, so
 * every timed request does the whole work a first read does (token, access, SQL, presenter,
 * serializer); on PGlite its in-memory row cache still answers repeated statements.
 * PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (a fresh database is created
 * and dropped).
 *
 *   npx tsx apps/server/bench/dashboard.bench.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx apps/server/bench/dashboard.bench.ts
 *   BENCH_RUNS=100 BENCH_EXPLAIN=1 ...   (more runs; print the plan of the counting statement)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { staff } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { countDashboardStats, dashboardStatsQuery } from '../src/modules/dashboard/dashboard.repo';
import { buildCourse, nextZid, type CourseSize } from './course-fixture';
import { buildBenchApp, openBenchDatabase, summarise, timeRuns } from './bench-app';

const SIZE: CourseSize = {
  students: 2_000,
  groups: 350,
  tutorials: 10,
  projects: 60,
  clients: 40,
  allocatedGroups: 200,
};
/** Other courses of the same size, so that every count has to find its own rows. */
const NOISE_COURSES = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 10;
const PASSWORD = 'Passw0rdX';

const time = (run: () => Promise<unknown>, runs = RUNS) => timeRuns(run, runs, WARMUP);

async function bench(kind: 'pglite' | 'postgres') {
  const database = await openBenchDatabase(kind);
  const { db } = database;
  const { app } = await buildBenchApp(database, { responseCacheMb: 0 });
  try {
    const setupStart = performance.now();
    const passwordHash = await hashPassword(PASSWORD);
    const adminZid = nextZid();
    const [admin] = await db
      .insert(staff)
      .values({
        name: 'Bench Admin',
        email: `${adminZid}@ad.unsw.edu.au`,
        zid: adminZid,
        passwordHash,
        role: 'course admin',
      })
      .returning({ id: staff.id, email: staff.email });
    const tutorRows = Array.from({ length: 10 }, () => {
      const zid = nextZid();
      return { name: 'Tutor', email: `${zid}@ad.unsw.edu.au`, zid, role: 'tutor' as const };
    });
    const tutors = await db.insert(staff).values(tutorRows).returning({ id: staff.id });
    const tutorIds = tutors.map((t) => t.id);
    const course = { ownerId: admin!.id, tutorIds, size: SIZE };
    const target = await buildCourse(db, course);
    for (let i = 0; i < NOISE_COURSES; i++) await buildCourse(db, course);
    if (kind === 'postgres') await db.execute(sql`analyze`);
    const setupMs = performance.now() - setupStart;

    const login = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: admin!.email, password: PASSWORD },
    });
    const token = login.json<{ access_token: string }>().access_token;
    const headers = { authorization: `Bearer ${token}` };
    const statsUrl = `/api/admin/dashboard/${target.subcourseId}`;
    const check = await app.inject({ method: 'GET', url: statsUrl, headers });
    if (check.statusCode !== 200) throw new Error(`stats answered ${check.statusCode}`);

    const request = await time(() => app.inject({ method: 'GET', url: statsUrl, headers }));
    const statement = await time(() => countDashboardStats(db, target.subcourseId));
    const reportUrl = `/api/subcourse/${target.subcourseId}/report`;
    const report = await time(() => app.inject({ method: 'GET', url: reportUrl, headers }), 20);
    // The groups list of the same subcourse as staff see it (the larger view): 20 ms median.
    const groupsUrl = `/api/subcourse/groups/${target.subcourseId}`;
    const groupsCheck = await app.inject({ method: 'GET', url: groupsUrl, headers });
    const groupCount = groupsCheck.json<unknown[]>().length;
    if (groupsCheck.statusCode !== 200 || groupCount !== SIZE.groups) {
      throw new Error(`groups answered ${groupsCheck.statusCode} with ${groupCount} rows`);
    }
    const groupsRequest = await time(() => app.inject({ method: 'GET', url: groupsUrl, headers }));

    console.log(
      `\n${kind} (${(1 + NOISE_COURSES) * SIZE.students} students and ${(1 + NOISE_COURSES) * SIZE.groups} groups in the database, built in ${(setupMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `  stats for ${SIZE.students} students / ${SIZE.groups} groups: ${JSON.stringify(check.json())}`,
    );
    console.log(
      `  GET ${'/api/admin/dashboard/{id}'.padEnd(30)} ${summarise(request).text}  (${RUNS} runs)`,
    );
    console.log(
      `  ${'counting statement alone'.padEnd(34)} ${summarise(statement).text}  (${RUNS} runs)`,
    );
    console.log(
      `  GET ${'/api/subcourse/{id}/report'.padEnd(30)} ${summarise(report).text}  (20 runs)`,
    );
    console.log(
      `  GET ${'/api/subcourse/groups/{id}'.padEnd(30)} ${summarise(groupsRequest).text}  (${RUNS} runs, ${groupsCheck.body.length} bytes)`,
    );

    if (process.env.BENCH_EXPLAIN) {
      const { sql: text, params } = dashboardStatsQuery(db, target.subcourseId).toSQL();
      const plan = await db.execute(sql.raw(`explain analyze ${inline(text, params)}`));
      const rows = (plan as unknown as { rows: Record<string, string>[] }).rows;
      console.log(rows.map((r) => Object.values(r)[0]).join('\n'));
    }
  } finally {
    await app.close();
    await database.close();
  }
}

/** Parameters written into the text, for EXPLAIN (benchmark data only; quotes doubled). */
const inline = (text: string, params: unknown[]) =>
  text.replace(
    /\$(\d+)/g,
    (_, n: string) => `'${String(params[Number(n) - 1]).replaceAll("'", "''")}'`,
  );

await bench('pglite');
if (process.env.TEST_DATABASE_URL) await bench('postgres');

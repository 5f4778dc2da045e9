/**
 * Authenticated reads under concurrent load. Builds a 300-student subcourse (groups, projects,
 * clients, links, and other courses around it), starts the real server (`src/server.ts`, request
 * logs at `info` as JSON to a non-terminal) as its own process, and drives every read of
 * `load-reads.ts` with autocannon: 50 connections, a warm-up, then a measured window. The same run
 * then starts `raw-server.ts`, a bare Fastify that answers each read with the rows of the
 * statements the product ran for it (the access checks left out) through raw `pg` or the PGlite
 * client, and drives it the same way: the database-bound ceiling. PGlite always; PostgreSQL too
 * when TEST_DATABASE_URL is set.
 *
 *   npx tsx apps/server/bench/load.bench.ts
 *   BENCH_WARMUP=2 BENCH_DURATION=6 BENCH_CONNECTIONS=50 BENCH_ONLY=dashboard BENCH_DB=pglite …
 *   BENCH_PROFILE=/tmp/prof …   (a CPU profile of each server process)
 *   BENCH_RAW=0 …               (the product only, e.g. to measure an older commit)
 *   RESPONSE_CACHE_MB=0 …       (the server without its response cache: every read runs its SQL,
 *                                as for callers who each read once, or while writes go on)
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../src/db/client';
import { staff } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { loadCourseAccess } from '../src/access/course-access.repo';
import { loadSubcourseAccess } from '../src/access/subcourse-access.repo';
import { openScratchPostgres } from '../test/helpers/test-database';
import { buildCourse, nextZid, type CourseSize } from './course-fixture';
import { LOAD_READS, type Caller, type LoadIds, type LoadRead } from './load-reads';
import { BENCH_JWT_SECRET, buildBenchApp } from './bench-app';

const SIZE: CourseSize = {
  students: 300,
  groups: 54,
  tutorials: 9,
  projects: 30,
  clients: 20,
  allocatedGroups: 30,
};
/** Other courses of the same size by the same owner, so every read has to find its own rows. */
const NOISE_COURSES = 3;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
const ONLY = process.env.BENCH_ONLY?.split(',');
const PASSWORD = 'Passw0rdX';
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Statement {
  sql: string;
  params: unknown[];
}

/** Per read: its data statements (replayed by the raw server), all statements, answer size. */
type Recorded = Map<string, { data: Statement[]; total: number; bytes: number }>;

/** Records the statements of one request at a time (Drizzle's query logger). */
const recorder = {
  statements: null as Statement[] | null,
  logQuery(query: string, params: unknown[]) {
    this.statements?.push({ sql: query, params });
  },
};

async function record(run: () => Promise<unknown>) {
  recorder.statements = [];
  try {
    await run();
    return recorder.statements;
  } finally {
    recorder.statements = null;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function seed(database: Database) {
  const { db } = database;
  const passwordHash = await hashPassword(PASSWORD);
  const staffRow = (role: 'course admin' | 'tutor') => {
    const zid = nextZid();
    return { name: `Bench ${role}`, email: `${zid}@ad.unsw.edu.au`, zid, passwordHash, role };
  };
  const [admin] = await db
    .insert(staff)
    .values(staffRow('course admin'))
    .returning({ id: staff.id, email: staff.email });
  const tutors = await db
    .insert(staff)
    .values(Array.from({ length: SIZE.tutorials }, () => staffRow('tutor')))
    .returning({ id: staff.id, email: staff.email });
  const course = { ownerId: admin!.id, tutorIds: tutors.map((t) => t.id), size: SIZE };
  const target = await buildCourse(db, { ...course, passwordHash });
  for (let i = 0; i < NOISE_COURSES; i++) await buildCourse(db, course);
  await db.execute(sql`analyze`);
  return {
    ids: {
      courseId: target.courseId,
      subcourseId: target.subcourseId,
      code: target.code,
      adminId: admin!.id,
      tutorId: tutors[0]!.id,
      studentId: target.student.id,
      clientId: target.client.id,
      projectId: target.projectId,
    } satisfies LoadIds,
    logins: {
      admin: { type: 'staff', email: admin!.email },
      tutor: { type: 'staff', email: tutors[0]!.email },
      student: { type: 'student', email: target.student.email },
      client: { type: 'client', email: target.client.email },
    } as const,
  };
}

type Seeded = Awaited<ReturnType<typeof seed>>;

/**
 * Logs every caller in and runs each read once in-process, checking it answers 200 and
 * recording its statements; the access statements (token account, course and subcourse
 * access) are told apart by running those loaders alone.
 */
async function recordReads(database: Database, seeded: Seeded, dataDir: string, reads: LoadRead[]) {
  const { app } = await buildBenchApp(database, { dataDir });
  try {
    const tokens = {} as Record<Caller, string>;
    for (const [caller, { type, email }] of Object.entries(seeded.logins)) {
      const login = await app.inject({
        method: 'POST',
        url: `/api/${type}/login`,
        payload: { email, password: PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`${caller} login: ${login.body}`);
      tokens[caller as Caller] = login.json<{ access_token: string }>().access_token;
    }
    const accessTexts = new Set<string>();
    for (const token of Object.values(tokens)) {
      database.version.bump();
      const statements = await record(async () => {
        const actor = await app.ctx.tokens.authenticate(token);
        await app.ctx.tokens.authenticate(token, { subcourseId: seeded.ids.subcourseId });
        await loadSubcourseAccess(database.db, actor!, seeded.ids.subcourseId);
        await loadCourseAccess(database.db, actor!, seeded.ids.courseId);
      });
      for (const s of statements) accessTexts.add(s.sql);
    }
    const recorded: Recorded = new Map();
    for (const read of reads) {
      // Cold caches, so that each read's access statements are seen (and told apart) too.
      database.version.bump();
      let response;
      const statements = await record(async () => {
        response = await app.inject({
          method: read.body ? 'POST' : 'GET',
          url: read.path(seeded.ids),
          headers: { authorization: `Bearer ${tokens[read.caller]}` },
          ...(read.body ? { payload: read.body(seeded.ids) } : {}),
        });
      });
      const { statusCode, body } = response!;
      if (statusCode !== 200) throw new Error(`${read.name} answered ${statusCode}: ${body}`);
      const data = statements.filter((s) => !accessTexts.has(s.sql));
      recorded.set(read.name, {
        // A read answered from the access facts alone has those as its rows.
        data: data.length > 0 ? data : statements,
        total: statements.length,
        bytes: Buffer.byteLength(body),
      });
    }
    return { tokens, recorded };
  } finally {
    await app.close();
  }
}

async function startProcess(script: string, env: Record<string, string>, readyUrl: string) {
  // BENCH_PROFILE=dir writes a V8 CPU profile of each server process there (open in DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
    : [];
  // The young-generation size `npm start` gives the server (scripts/start.mjs), for both servers.
  const flags = ['--max-semi-space-size=64', ...profile];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', script], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    // stdout is not a terminal, as behind a process manager: request logs are JSON lines.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not answer ${readyUrl}`);
}

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** Settings saves per second running alongside (the reads-under-writes rows). */
  writes?: number;
}

/** Reads measured again while a course admin saves the subcourse settings without pause. */
const UNDER_WRITES = ['student subcourse/all', 'subcourse (student)', 'admin dashboard'];
const WRITE_CONNECTIONS = 5;

/**
 * The read of `url` on 45 connections while 5 others PUT the subcourse settings back unchanged:
 * every save is a real write (of a table every access check reads), so it shows what the caches
 * are worth when the course is also being changed.
 */
async function driveUnderWrites(
  base: string,
  url: string,
  headers: Record<string, string>,
  ids: LoadIds,
  adminHeaders: Record<string, string>,
): Promise<Measure> {
  const view = await fetch(`${base}/api/subcourse/${ids.subcourseId}`, { headers: adminHeaders });
  const current = (await view.json()) as Record<string, unknown>;
  const body = JSON.stringify({
    name: current.name,
    code: current.code,
    term: current.term,
    max_group_size: current.max_group_size,
    client_questionnaire: current.client_questionnaire,
    project_preference_form: current.project_preference_form,
    is_default: current.is_default ?? false,
    preference_release: current.preference_release,
  });
  const writer = autocannon({
    url: `${base}/api/subcourse/update/${ids.subcourseId}`,
    method: 'PUT',
    headers: { ...adminHeaders, 'content-type': 'application/json' },
    body,
    connections: WRITE_CONNECTIONS,
    duration: WARMUP_S + DURATION_S,
  });
  const reads = await drive(url, headers, CONNECTIONS - WRITE_CONNECTIONS);
  const writes = await writer;
  const failed = writes.non2xx + writes.errors + writes.timeouts;
  return { ...reads, failures: reads.failures + failed, writes: writes.requests.average };
}

async function drive(
  url: string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
  body?: object,
): Promise<Measure> {
  const options = body
    ? {
        url,
        connections,
        method: 'POST' as const,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }
    : { url, connections, headers };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const selected = LOAD_READS.filter((read) => !ONLY || ONLY.some((o) => read.name.includes(o)));

async function bench(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'capstone-load-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const database =
    kind === 'pglite'
      ? await openPglite(pgliteDir, { logger: recorder })
      : await openScratchPostgres(process.env.TEST_DATABASE_URL!, 'capstone_load', {
          logger: recorder,
        });
  const databaseUrl = 'url' in database ? (database.url as string) : undefined;
  let server: ChildProcess | undefined;
  try {
    const seeded = await seed(database);
    const { tokens, recorded } = await recordReads(database, seeded, dataDir, selected);
    // PGlite has one owner at a time: the benchmark's handle closes before the server opens it.
    if (kind === 'pglite') await database.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const productEnv = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: BENCH_JWT_SECRET,
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    server = await startProcess('src/server.ts', productEnv, `${base}/api/health`);
    const product = new Map<string, Measure>();
    product.set('health (no token)', await drive(`${base}/api/health`));
    for (const read of selected) {
      const headers = { authorization: `Bearer ${tokens[read.caller]}` };
      const url = `${base}${read.path(seeded.ids)}`;
      product.set(read.name, await drive(url, headers, CONNECTIONS, read.body?.(seeded.ids)));
    }
    const adminHeaders = { authorization: `Bearer ${tokens.admin}` };
    for (const read of selected.filter((r) => UNDER_WRITES.includes(r.name))) {
      const headers = { authorization: `Bearer ${tokens[read.caller]}` };
      const url = `${base}${read.path(seeded.ids)}`;
      const measure = await driveUnderWrites(base, url, headers, seeded.ids, adminHeaders);
      product.set(`${read.name}, ${WRITE_CONNECTIONS} saving`, measure);
    }
    await stopProcess(server);

    const raw = new Map<string, Measure>();
    // BENCH_RAW=0 measures the product only (for a before/after comparison of older code).
    server = undefined;
    if (process.env.BENCH_RAW !== '0') {
      await measureRaw(raw, recorded, dataDir, port, databaseUrl ?? pgliteDir);
    }

    printTable(kind, product, raw, recorded);
  } finally {
    if (server) await stopProcess(server);
    if (kind === 'postgres') await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The database-bound ceiling: `raw-server.ts` answering each read's recorded statements. */
async function measureRaw(
  raw: Map<string, Measure>,
  recorded: Recorded,
  dataDir: string,
  port: number,
  rawDatabase: string,
) {
  const base = `http://127.0.0.1:${port}`;
  const statementsFile = path.join(dataDir, 'raw-statements.json');
  const indexed = selected.map((read) => recorded.get(read.name)!.data);
  writeFileSync(statementsFile, JSON.stringify(Object.fromEntries(indexed.entries())));
  const rawEnv = { PORT: String(port), RAW_STATEMENTS: statementsFile, RAW_DATABASE: rawDatabase };
  const server = await startProcess('bench/raw-server.ts', rawEnv, `${base}/raw/static`);
  try {
    raw.set('bare route, no database', await drive(`${base}/raw/static`));
    raw.set('health (no token)', await drive(`${base}/raw/select1`));
    for (const [i, read] of selected.entries()) {
      raw.set(read.name, await drive(`${base}/raw/read/${i}`));
    }
  } finally {
    await stopProcess(server);
  }
}

function printTable(
  kind: string,
  product: Map<string, Measure>,
  raw: Map<string, Measure>,
  recorded: Recorded,
) {
  const ceiling = raw.get('bare route, no database');
  console.log(
    `\n${kind}: ${SIZE.students}-student subcourse (+${NOISE_COURSES} more courses), ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured, response cache ${process.env.RESPONSE_CACHE_MB === '0' ? 'off' : 'on'}`,
  );
  if (ceiling) {
    console.log(
      `  bare Fastify, no database: ${ceiling.rps.toFixed(0)} req/s, p99 ${ceiling.p99} ms; raw "select 1": ${raw.get('health (no token)')!.rps.toFixed(0)} req/s`,
    );
  }
  const rows = [...product.keys()].map((name) => {
    const p = product.get(name)!;
    const r = raw.get(name);
    const rec = recorded.get(name);
    return [
      name,
      p.rps.toFixed(0),
      String(p.p50),
      String(p.p99),
      r ? r.rps.toFixed(0) : '',
      r ? String(r.p99) : '',
      r ? `${((100 * p.rps) / r.rps).toFixed(0)} %` : '',
      rec ? `${rec.total} (${rec.data.length})` : '1',
      rec ? String(rec.bytes) : '',
      [
        p.writes === undefined ? '' : `${p.writes.toFixed(0)} saves/s alongside`,
        p.failures > 0 ? `${p.failures} failed` : '',
      ]
        .filter(Boolean)
        .join('; '),
    ];
  });
  const header = [
    'read',
    'req/s',
    'p50 ms',
    'p99 ms',
    'raw req/s',
    'raw p99',
    'ratio',
    'queries (data)',
    'bytes',
    '',
  ];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

const kinds = (process.env.BENCH_DB?.split(',') ?? ['pglite', 'postgres']).filter(
  (kind) => kind === 'pglite' || process.env.TEST_DATABASE_URL,
) as ('pglite' | 'postgres')[];
for (const kind of kinds) await bench(kind);

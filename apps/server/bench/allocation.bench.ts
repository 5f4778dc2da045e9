/**
 * Auto-allocation benchmark (target: median at most 100 ms per request). Builds one active
 * subcourse of 300 groups (one to five members each, seven ranked projects with pitches of about
 * twenty words) and 150 available projects (twelve-word skill texts, about 1.2 places per group,
 * popularity skewed so that the top projects are contested), then times through `app.inject`
 * with a course admin's token, the response cache off so every request reads and solves anew:
 * `GET /api/admin/{id}/allocate/project/auto`, its report, the demand read, and the team
 * suggestion for the same subcourse (60 students without a group over ten tutorials).
 * PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (a scratch database is created
 * and dropped).
 *
 *   npx tsx apps/server/bench/allocation.bench.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx apps/server/bench/allocation.bench.ts
 *   BENCH_RUNS=100 ...   (more runs)
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Db } from '../src/db/client';
import {
  courses,
  enrolments,
  groups,
  projects,
  staff,
  staffMemberships,
  students,
  subcourseProjects,
  subcourses,
} from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { insertChunked } from './course-fixture';
import { buildBenchApp, openBenchDatabase, summarise, timeRuns } from './bench-app';

const GROUPS = 300;
const PROJECTS = 150;
const TUTORIALS = 10;
const FREE_STUDENTS = 60;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 5;
const TARGET_MS = 100;
const PASSWORD = 'Passw0rdX';

/** Small seeded generator (mulberry32): the same course on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Eight topic clusters of the words staff and students actually write. */
const TOPICS = [
  'react typescript frontend accessibility responsive design components css usability browser',
  'python machine learning model training dataset classification pytorch evaluation features',
  'cloud aws kubernetes docker deployment pipeline monitoring scalability infrastructure terraform',
  'mobile android ios flutter offline notifications app store camera location',
  'security authentication encryption vulnerability penetration audit privacy compliance tokens',
  'data analytics dashboard visualisation sql warehouse reporting metrics etl insights',
  'embedded iot sensors firmware hardware microcontroller bluetooth telemetry realtime robotics',
  'nlp chatbot language text summarisation transformer search retrieval embeddings sentiment',
].map((words) => words.split(' '));
const FILLER =
  'we our team have built before and want to learn more about this project because it matches experience with'.split(
    ' ',
  );

const pick = <T>(rand: () => number, items: readonly T[]) =>
  items[Math.floor(rand() * items.length)]!;

/** One subcourse with its admin, projects, groups, members and free students. */
async function buildSubcourse(db: Db, adminId: string) {
  const rand = random(20250217);
  const courseId = randomUUID();
  const code = `ALLOC${Math.floor(rand() * 1e6)}`;
  await db.insert(courses).values({
    id: courseId,
    name: 'Allocation Bench',
    code,
    description: 'Allocation benchmark course',
    color: '#3b5bdb',
    ownerId: adminId,
    terms: [1],
    termDates: { '1': '17-02-2025 to 30-04-2025' },
  });
  const subcourseId = randomUUID();
  await db.insert(subcourses).values({
    id: subcourseId,
    parentCourseId: courseId,
    ownerId: adminId,
    name: '2025T1',
    code,
    term: 1,
    year: 2025,
    color: '#3b5bdb',
    isActive: true,
    maxGroupSize: 6,
  });
  await db.insert(staffMemberships).values({ subcourseId, staffId: adminId, role: 'course admin' });

  // Capacities 2 or 3 around 2.4: 360 places for 300 groups. A few other statuses as noise.
  const projectRows = Array.from({ length: PROJECTS + 20 }, (_, i) => {
    const topic = i % TOPICS.length;
    const available = i < PROJECTS;
    return {
      id: randomUUID(),
      courseId,
      subcourseId: available ? subcourseId : null,
      projNo: i + 1,
      name: `Project ${i + 1}`,
      status: (available ? 'available' : i % 2 ? 'submitted' : 'unavailable') as
        'available' | 'submitted' | 'unavailable',
      capacity: i % 5 < 2 ? 3 : 2,
      terms: [1],
      color: '#123456',
      reqSkills: Array.from({ length: 12 }, () => pick(rand, TOPICS[topic]!)).join(' '),
      background: `A ${pick(rand, TOPICS[topic]!)} product for a client in ${pick(rand, TOPICS[(topic + 3) % 8]!)}`,
      areas: [TOPICS[topic]![0]!],
      dateCreated: '2025-02-01',
      dateModified: '2025-02-01',
      topic,
    };
  });
  await db.insert(projects).values(projectRows.map(({ topic: _topic, ...row }) => row));
  const available = projectRows.filter((p) => p.status === 'available');
  await db
    .insert(subcourseProjects)
    .values(available.map((p) => ({ subcourseId, projectId: p.id })));

  // Zipf-like popularity: project k is chosen with weight 1 / (k + 1)^0.8.
  const weights = available.map((_, k) => 1 / (k + 1) ** 0.8);
  const total = weights.reduce((a, b) => a + b, 0);
  const popular = () => {
    let r = rand() * total;
    for (let k = 0; k < weights.length; k++) if ((r -= weights[k]!) <= 0) return available[k]!;
    return available[available.length - 1]!;
  };
  const pitch = (topic: number) =>
    Array.from({ length: 20 }, (_, i) =>
      i % 2 ? pick(rand, TOPICS[topic]!) : pick(rand, FILLER),
    ).join(' ');
  const tutorial = (i: number) => `T${String(i % TUTORIALS).padStart(2, '0')}A`;
  const groupRows = Array.from({ length: GROUPS }, (_, i) => {
    const chosen = new Set<(typeof available)[number]>();
    while (chosen.size < 7) chosen.add(popular());
    return {
      id: randomUUID(),
      subcourseId,
      name: `${tutorial(i)}-G${String(i).padStart(3, '0')}`,
      tutorial: tutorial(i),
      isDraft: i % 4 === 0,
      projPreferences: [...chosen].map((p, r) => ({
        project: p.id,
        notes: pitch(p.topic),
        rank: r + 1,
      })),
      topicPreferences: [TOPICS[[...chosen][0]!.topic]![0]!],
    };
  });
  await insertChunked(groupRows, (chunk) => db.insert(groups).values(chunk), 100);

  let zid = 5_000_000;
  const studentRows: { id: string; name: string; email: string; zid: string }[] = [];
  const enrolmentRows: (typeof enrolments.$inferInsert)[] = [];
  const addStudent = (tutorialName: string, groupId: string | null) => {
    const id = randomUUID();
    const z = `z${zid++}`;
    studentRows.push({ id, name: `Student ${z}`, email: `${z}@ad.unsw.edu.au`, zid: z });
    enrolmentRows.push({
      subcourseId,
      studentId: id,
      tutorial: tutorialName,
      groupId,
      wishlist: [pick(rand, available).id],
    });
  };
  groupRows.forEach((g) => {
    for (let m = 1 + Math.floor(rand() * 5); m > 0; m--) addStudent(g.tutorial, g.id);
  });
  for (let i = 0; i < FREE_STUDENTS; i++) addStudent(tutorial(i), null);
  await insertChunked(studentRows, (chunk) => db.insert(students).values(chunk));
  await insertChunked(enrolmentRows, (chunk) => db.insert(enrolments).values(chunk));
  return { subcourseId, students: studentRows.length };
}

const time = (run: () => Promise<unknown>, runs = RUNS) => timeRuns(run, runs, WARMUP);

async function bench(kind: 'pglite' | 'postgres') {
  const database = await openBenchDatabase(kind);
  const { db } = database;
  const { app } = await buildBenchApp(database, { responseCacheMb: 0 });
  try {
    const setupStart = performance.now();
    const [admin] = await db
      .insert(staff)
      .values({
        name: 'Bench Admin',
        email: 'z4999999@ad.unsw.edu.au',
        zid: 'z4999999',
        passwordHash: await hashPassword(PASSWORD),
        role: 'course admin',
      })
      .returning({ id: staff.id, email: staff.email });
    const built = await buildSubcourse(db, admin!.id);
    if (kind === 'postgres') await db.execute(sql`analyze`);
    const setupMs = performance.now() - setupStart;

    const login = await app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: admin!.email, password: PASSWORD },
    });
    const headers = {
      authorization: `Bearer ${login.json<{ access_token: string }>().access_token}`,
    };
    const base = `/api/admin/${built.subcourseId}/allocate`;
    const routes = [
      { label: 'project/auto', url: `${base}/project/auto` },
      { label: 'project/auto/report', url: `${base}/project/auto/report` },
      { label: 'project/auto?policy=greedy', url: `${base}/project/auto?policy=greedy` },
      { label: 'project/demand', url: `${base}/project/demand` },
      { label: 'student/auto', url: `${base}/student/auto` },
    ];
    const check = await app.inject({ method: 'GET', url: `${base}/project/auto/report`, headers });
    if (check.statusCode !== 200) throw new Error(`report answered ${check.statusCode}`);
    const { quality, runtime_ms: engineMs } = check.json<{
      quality: Record<string, unknown>;
      runtime_ms: number;
    }>();
    console.log(
      `\n${kind} (${GROUPS} groups, ${PROJECTS} available projects, ${built.students} students; built in ${(setupMs / 1000).toFixed(1)} s)`,
    );
    console.log(
      `  balanced: allocated ${String(quality.allocated)}/${String(quality.groups_total)}, top1 ${String(quality.top1)} %, worst rank ${String(quality.worst_rank)}, mean rank ${String(quality.mean_rank)}; engine ${engineMs} ms in the first report`,
    );
    for (const route of routes) {
      const first = await app.inject({ method: 'GET', url: route.url, headers });
      if (first.statusCode !== 200) throw new Error(`${route.label} answered ${first.statusCode}`);
      const samples = await time(() => app.inject({ method: 'GET', url: route.url, headers }));
      const { median, text } = summarise(samples);
      const flag =
        route.label.startsWith('project/auto') && median > TARGET_MS ? '  ABOVE TARGET' : '';
      console.log(`  GET …/allocate/${route.label.padEnd(28)} ${text}  (${RUNS} runs)${flag}`);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

await bench('pglite');
if (process.env.TEST_DATABASE_URL) await bench('postgres');

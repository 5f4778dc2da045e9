// `npm run bench:start`: from `npm start` on a built tree to the first healthy `/api/health`
// (issue 18: at most 3 seconds). Builds first if needed (untimed), then starts the product the
// way an operator does, `npm start` in its own process group, polls the health route every
// 10 ms and stops it again, BENCH_RUNS times (default 5) per case:
//
// - embedded database, a new DATA_DIR (copies the migrated template, seeds the demo data);
// - embedded database, the DATA_DIR of the run before (the common restart);
// - with TEST_DATABASE_URL: PostgreSQL, a new database (migrations under the lock), and the
//   same database again.
//
// Wall time depends on what else the machine runs, so each run also reports the CPU time the
// process tree spent until healthy (npm, the start script and the server; from /proc). Writes
// docs/benchmarks/start.md.
//
//   npm run bench:start
//   BENCH_RUNS=9 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:start
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BUILDS, buildWhereStale, root } from './builds.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 3000;
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString() || 100);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** CPU seconds of `pid` and its live descendants, with the children they have waited for. */
function treeCpuMs(pid) {
  const stats = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      // After the name: state, ppid, …, utime (14th field overall), stime, cutime, cstime.
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      stats.set(Number(name), { ppid: Number(fields[1]), ticks });
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop();
    ticks += stats.get(current)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === current) queue.push(child);
  }
  return (ticks / TICKS_PER_SECOND) * 1000;
}

async function healthy(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}

/** One `npm start`: milliseconds until healthy, and the CPU the process tree spent by then. */
async function timeStart(env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  while (!(await healthy(port))) {
    if (exited) throw new Error('npm start exited before it was healthy');
    if (performance.now() - started > 120_000) throw new Error('not healthy within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  const cpuMs = treeCpuMs(child.pid);
  process.kill(-child.pid, 'SIGTERM');
  if (!exited) await new Promise((resolve) => child.on('exit', resolve));
  return { ms, cpuMs };
}

async function postgresDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `capstone_bench_start_${process.pid}_${Date.now()}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(label, runOnce) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce());
  const wall = runs.map((run) => run.ms);
  const row = {
    label,
    min: Math.min(...wall),
    median: median(wall),
    max: Math.max(...wall),
    cpu: median(runs.map((run) => run.cpuMs)),
  };
  console.log(
    `${label}: median ${row.median.toFixed(0)} ms (min ${row.min.toFixed(0)}, max ` +
      `${row.max.toFixed(0)}), CPU ${row.cpu.toFixed(0)} ms`,
  );
  return row;
}

buildWhereStale([BUILDS.web, BUILDS.server]);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'capstone-bench-start-'));
const rows = [];
try {
  let n = 0;
  rows.push(
    await measure('embedded, new DATA_DIR', () =>
      timeStart({ DATA_DIR: path.join(scratch, `new-${n++}`) }),
    ),
  );
  const existing = path.join(scratch, 'existing');
  await timeStart({ DATA_DIR: existing });
  rows.push(await measure('embedded, existing DATA_DIR', () => timeStart({ DATA_DIR: existing })));

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const env = { DATA_DIR: path.join(scratch, 'pg'), DATABASE_URL: '' };
    rows.push(
      await measure('PostgreSQL, new database', async () => {
        const database = await postgresDatabase(adminUrl);
        try {
          return await timeStart({ ...env, DATABASE_URL: database.url });
        } finally {
          await database.drop();
        }
      }),
    );
    const database = await postgresDatabase(adminUrl);
    try {
      await timeStart({ ...env, DATABASE_URL: database.url });
      rows.push(
        await measure('PostgreSQL, existing database', () =>
          timeStart({ ...env, DATABASE_URL: database.url }),
        ),
      );
    } finally {
      await database.drop();
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const load = os.loadavg().map((value) => value.toFixed(1));
const report = [
  '# Start-up benchmark',
  '',
  `Generated by \`npm run bench:start\` (scripts/bench-start.mjs) on ${new Date().toISOString().slice(0, 10)}.`,
  '',
  `- Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${os.platform()} ${os.release()}, Node ${process.version}.`,
  `- Load: load average ${load.join(' / ')} at the end of the run (the machine is shared; wall times rise with it, CPU times much less).`,
  '',
  `From \`npm start\` on a built tree to the first 200 from \`/api/health\`, ${RUNS} runs per case. Target: ${TARGET_MS} ms.`,
  '',
  '| case | median ms | min ms | max ms | CPU ms (median) | target |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.label} | ${row.median.toFixed(0)} | ${row.min.toFixed(0)} | ${row.max.toFixed(0)} | ${row.cpu.toFixed(0)} | ${row.median <= TARGET_MS ? 'ok' : 'over'} (≤ ${TARGET_MS} ms) |`,
  ),
  '',
];
writeFileSync(path.join(root, 'docs/benchmarks/start.md'), report.join('\n'));
console.log('Wrote docs/benchmarks/start.md');

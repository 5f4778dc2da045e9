// `npm run bench:start`: from `npm start` on a built tree to the first healthy `/api/health`
// (target: at most 3 seconds). Builds first if needed (untimed), then starts the product the
// way an operator does, `npm start`, polls the health route every 10 ms and stops it again,
// BENCH_RUNS times (default 5) per case:
//
// - embedded database, a new DATA_DIR (a copy of the build's migrated and seeded template);
// - embedded database, the DATA_DIR of the run before (the common restart);
// - with TEST_DATABASE_URL: PostgreSQL, a new database (migrations under the lock), and the
//   same database again;
//
// on the Node that runs the bench, and with ALSO_TEST_ON_NODE=/path/to/node on that one too.
// Wall time depends on what else the machine runs, so each run also reports the CPU time the
// process tree spent until healthy (npm, the start script and the server; from /proc). On a
// shared machine, give the bench the priority an idle one would (Linux groups priority by
// session, so `nice` alone does nothing against other sessions; as root):
//
//   npm run bench:start
//   BENCH_RUNS=9 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:start
//   setsid sh -c 'echo -15 > /proc/$$/autogroup; exec npm run bench:start'
//
// Writes docs/benchmarks/start.md.
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

/** `pid` and its live descendants: CPU ticks each spent (with the children it waited for). */
function processTree(pid) {
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
  const tree = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop();
    if (stats.has(current)) tree.push({ pid: current, ticks: stats.get(current).ticks });
    for (const [child, stat] of stats) if (stat.ppid === current) queue.push(child);
  }
  return tree;
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
  // Not detached: the start stays in this session, so it shares whatever priority the bench
  // was given (with autogroup scheduling a new session would start at the default again).
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  while (!(await healthy(port))) {
    if (exited) throw new Error('npm start exited before it was healthy');
    if (performance.now() - started > 120_000) throw new Error('not healthy within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  const tree = processTree(child.pid);
  const cpuMs = (tree.reduce((sum, entry) => sum + entry.ticks, 0) / TICKS_PER_SECOND) * 1000;
  for (const { pid } of tree.reverse()) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone already
    }
  }
  if (!exited) await new Promise((resolve) => child.on('exit', resolve));
  return { ms, cpuMs };
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

/** Every case on one Node: the first `node` on PATH runs npm, the start script and the server. */
async function measureCases(node, scratch) {
  const PATH = node.dir ? `${node.dir}${path.delimiter}${process.env.PATH}` : process.env.PATH;
  const start = (env) => timeStart({ ...env, PATH });
  const label = (text) => `Node ${node.version}, ${text}`;
  const rows = [];
  let n = 0;
  rows.push(
    await measure(label('embedded, new DATA_DIR'), () =>
      start({ DATA_DIR: path.join(scratch, `new-${n++}`) }),
    ),
  );
  const existing = path.join(scratch, `existing-${node.version}`);
  await start({ DATA_DIR: existing });
  rows.push(
    await measure(label('embedded, existing DATA_DIR'), () => start({ DATA_DIR: existing })),
  );

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    // Loaded only here: pg is needed for the PostgreSQL rows alone.
    const { createScratchDatabase } = await import('./scratch-database.mjs');
    const postgresDatabase = () => createScratchDatabase(adminUrl, 'capstone_bench_start');
    const env = { DATA_DIR: path.join(scratch, 'pg') };
    rows.push(
      await measure(label('PostgreSQL, new database'), async () => {
        const database = await postgresDatabase();
        try {
          return await start({ ...env, DATABASE_URL: database.url });
        } finally {
          await database.drop();
        }
      }),
    );
    const database = await postgresDatabase();
    try {
      await start({ ...env, DATABASE_URL: database.url });
      rows.push(
        await measure(label('PostgreSQL, existing database'), () =>
          start({ ...env, DATABASE_URL: database.url }),
        ),
      );
    } finally {
      await database.drop();
    }
  }
  return rows;
}

buildWhereStale([BUILDS.web, BUILDS.server]);
const nodes = [{ version: process.version }];
if (process.env.ALSO_TEST_ON_NODE) {
  const bin = process.env.ALSO_TEST_ON_NODE;
  const version = spawnSync(bin, ['--version']).stdout.toString().trim();
  nodes.push({ version, dir: path.dirname(bin) });
}
const scratch = mkdtempSync(path.join(os.tmpdir(), 'capstone-bench-start-'));
const rows = [];
try {
  for (const node of nodes) rows.push(...(await measureCases(node, scratch)));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const load = os.loadavg().map((value) => value.toFixed(1));
const priority = (() => {
  try {
    return readFileSync('/proc/self/autogroup', 'utf8').trim().split(' nice ')[1] ?? '0';
  } catch {
    return 'unknown';
  }
})();
const report = [
  '# Start-up benchmark',
  '',
  `Generated by \`npm run bench:start\` (scripts/bench-start.mjs) on ${new Date().toISOString().slice(0, 10)}.`,
  '',
  `- Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${os.platform()} ${os.release()}, Node ${process.version}.`,
  `- Load: load average ${load.join(' / ')} at the end of the run (the machine is shared; wall times rise with it, CPU times much less); the bench's session ran at autogroup nice ${priority}.`,
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

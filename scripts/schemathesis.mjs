// `npm run bench:api`: Schemathesis 4 against the API document the production server serves
// (`/api/docs/json` with API_DOCS=on), once without a token and once with a token of each demo
// role, so that the document is checked against what the API really answers (issue 26):
//
//   npm run bench:api
//   SCHEMATHESIS_EXAMPLES=50 SCHEMATHESIS_SEED=1 npm run bench:api
//
// 1. Installs Schemathesis into a virtualenv (SCHEMATHESIS_VENV, default
//    node_modules/.cache/schemathesis) with ../shared/tools/schemathesis/install.sh, next to the
//    project root: the Python registry is not reachable, the wheels are in that folder.
// 2. Builds the server where stale and starts it as production does (NODE_ENV=production), on a
//    free port, with API_DOCS=on and a new DATA_DIR (a copy of the build's seeded demo data).
// 3. Logs in as the demo student, client, tutor and course admin (README, "Run it"), reads the
//    ids of the demo offering (its course, groups, projects, channels, members), then runs
//    `st run` with the checks below, without a token and with each token. Each id parameter
//    takes a demo id half the time, so that requests reach the routes' work and not only their
//    404s; the runs may change the demo data, which lives in a throwaway DATA_DIR. A token's
//    run leaves out logout, which would end the token halfway through the run.
//
// Rate limits are the production ones (no setting relaxes them): once a budget is spent the
// API answers 429 with Retry-After, which the document lists for every rate-limited route.
//
// Prints requests and failures per check for each run; exits 1 when any check failed. The
// Schemathesis reports (NDJSON, JUnit) and the server's log stay in SCHEMATHESIS_REPORT_DIR
// (default a new folder under the system's temporary folder), whose path is printed.
// Environment: SCHEMATHESIS_EXAMPLES (test cases per operation and phase, default 8),
// SCHEMATHESIS_SEED (default a fixed seed, so two runs send the same requests).
import { spawn, spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { BUILDS, buildWhereStale, root } from './builds.mjs';
import { freePort, startProduct } from './local-server.mjs';

const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'response_headers_conformance',
  'negative_data_rejection',
];
const REFUSALS = [400, 401, 403, 404, 405, 406, 409, 413, 414, 415, 422, 428, 429, 431, '5xx'];
const EXAMPLES = Number(process.env.SCHEMATHESIS_EXAMPLES || 8);
const SEED = process.env.SCHEMATHESIS_SEED || '26';
const VENV = path.resolve(
  root,
  process.env.SCHEMATHESIS_VENV || 'node_modules/.cache/schemathesis',
);
const INSTALLER = path.resolve(root, '../shared/tools/schemathesis/install.sh');
const DEMO_PASSWORD = 'Capstone1';
/**
 * The demo accounts every new embedded database starts with (README, "Run it"). The course
 * admin, who can change the most (archive the offering, remove members), runs last.
 */
const RUNS = [
  { label: 'no token' },
  { label: 'student', role: 'student', email: 'z5000001@ad.unsw.edu.au' },
  { label: 'client', role: 'client', email: 'client@demo.capstone.dev' },
  { label: 'tutor', role: 'staff', email: 'z3000001@ad.unsw.edu.au' },
  { label: 'course admin', role: 'staff', email: 'z3000002@ad.unsw.edu.au' },
];

function installSchemathesis() {
  const st = path.join(VENV, 'bin/st');
  if (existsSync(st)) return st;
  if (!existsSync(INSTALLER)) {
    console.error(`Schemathesis is not installed in ${VENV} and ${INSTALLER} is missing.`);
    process.exit(1);
  }
  console.log(`Installing Schemathesis into ${VENV}…`);
  const result = spawnSync('bash', [INSTALLER, VENV], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return st;
}

/** The production server on a free port, with API_DOCS=on; its output goes to `server.log`. */
async function startServer(reportDir) {
  const log = path.join(reportDir, 'server.log');
  const output = openSync(log, 'w');
  try {
    return await startProduct({
      args: ['--enable-source-maps', 'apps/server/dist/server.js'],
      port: await freePort(),
      host: '127.0.0.1',
      env: { API_DOCS: 'on', HOST: '127.0.0.1' },
      stdio: ['ignore', output, output],
    });
  } catch (error) {
    throw new Error(`${error.message}; its log: ${log}`);
  }
}

async function logIn(base, { role, email }) {
  const response = await fetch(`${base}/api/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
  return response.json();
}

async function read(base, token, url) {
  const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/**
 * Ids of the demo data for the path parameters of the same name, read as the course admin: a
 * random id only ever reaches a 404, a real one reaches the route's own checks and work.
 */
async function demoIds(base, runs) {
  const admin = runs.find((run) => run.label === 'course admin').token;
  const offerings = await read(base, admin, '/api/staff/subcourse/all');
  const subcourse = offerings[0].id;
  const groups = await read(base, admin, `/api/subcourse/groups/${subcourse}`);
  const projects = await read(base, admin, `/api/projects/${subcourse}`);
  const channels = await read(base, admin, `/api/channels/list/${subcourse}/all`);
  const student = runs.find((run) => run.label === 'student').id;
  const accounts = runs.flatMap((run) => (run.id ? [run.id] : []));
  const members = groups.flatMap((group) => group.members.map((member) => member.id));
  const ids = {
    subcourseId: offerings.map((offering) => offering.id),
    courseId: [...new Set(offerings.map((offering) => offering.parent_course))],
    groupId: groups.slice(0, 5).map((group) => group.id),
    projectId: projects.slice(0, 5).map((project) => project.id),
    channelId: channels.flatMap((list) => list.channels.map((channel) => channel.id)).slice(0, 5),
    studentId: [student, ...members.slice(0, 4)],
    accountId: accounts,
    id: accounts,
  };
  return Object.fromEntries(Object.entries(ids).filter(([, values]) => values.length > 0));
}

/**
 * The run's Schemathesis settings (TOML): which statuses count as refusing invalid data, and
 * the demo ids each id parameter takes half the time.
 */
function writeConfig(file, ids) {
  const lines = [
    '[checks.negative_data_rejection]',
    // Schemathesis's own list, and the refusals that come before any field is read: a body,
    // path or headers over their limits (413, 414, 431), a body that is not JSON (415), and a
    // spent rate limit (429; registration and password reset count every attempt, valid or not).
    `expected-statuses = ${JSON.stringify(REFUSALS)}`,
    '',
    ...Object.entries(ids).flatMap(([name, values]) => [
      `[dictionaries.${name}]`,
      `values = ${JSON.stringify(values)}`,
      '',
    ]),
    '[parameters]',
    ...Object.keys(ids).map(
      (name) => `"path.${name}" = { dictionary = "${name}", probability = 0.5 }`,
    ),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/** Runs `st run` once; resolves to its exit code. */
function runSchemathesis(st, configFile, base, run, reportDir) {
  const args = [
    '--config-file',
    configFile,
    'run',
    `${base}/api/docs/json`,
    '--checks',
    CHECKS.join(','),
    '--max-examples',
    String(EXAMPLES),
    '--seed',
    SEED,
    // One worker: Python 3.11's parser is not safe across Hypothesis's threads (an "AST
    // constructor recursion depth mismatch" error), and the server shares the two cores.
    '--workers',
    '1',
    '--generation-database',
    'none',
    '--no-color',
    '--report',
    'ndjson,junit',
    '--report-dir',
    reportDir,
  ];
  if (run.token) {
    args.push('--header', `Authorization: Bearer ${run.token}`);
    args.push('--exclude-path', '/api/{role}/logout');
  }
  return new Promise((resolve) => {
    const child = spawn(st, args, {
      cwd: reportDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      // Redirects are checked as they are, not followed (the file says why).
      env: { ...process.env, SCHEMATHESIS_HOOKS: path.join(root, 'scripts/schemathesis-hooks.py') },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Requests sent, and the failed test cases per check, from a run's NDJSON report. */
async function tally(reportDir) {
  const file = readdirSync(reportDir).find((name) => name.endsWith('.ndjson'));
  const counts = { requests: 0, failures: Object.fromEntries(CHECKS.map((check) => [check, 0])) };
  if (!file) return counts;
  const lines = createInterface({ input: createReadStream(path.join(reportDir, file)) });
  for await (const line of lines) {
    if (!line.startsWith('{"ScenarioFinished"')) continue;
    const { recorder } = JSON.parse(line).ScenarioFinished;
    counts.requests += Object.keys(recorder.interactions ?? {}).length;
    for (const results of Object.values(recorder.checks ?? {})) {
      for (const result of results) {
        if (result.status === 'failure' && result.name in counts.failures) {
          counts.failures[result.name] += 1;
        }
      }
    }
  }
  return counts;
}

const st = installSchemathesis();
buildWhereStale([BUILDS.server]);
const reportRoot =
  process.env.SCHEMATHESIS_REPORT_DIR || mkdtempSync(path.join(tmpdir(), 'capstone-schemathesis-'));
mkdirSync(reportRoot, { recursive: true });
const server = await startServer(reportRoot);
const rows = [];
let failed = false;
try {
  for (const run of RUNS) {
    if (!run.role) continue;
    const { access_token: token, id } = await logIn(server.base, run);
    Object.assign(run, { token, id });
  }
  const configFile = path.join(reportRoot, 'schemathesis.toml');
  writeConfig(configFile, await demoIds(server.base, RUNS));
  for (const run of RUNS) {
    const reportDir = path.join(reportRoot, run.label.replace(/ /g, '-'));
    rmSync(reportDir, { recursive: true, force: true });
    mkdirSync(reportDir);
    console.log(`\n=== Schemathesis, ${run.label} ===`);
    const started = performance.now();
    const code = await runSchemathesis(st, configFile, server.base, run, reportDir);
    const seconds = (performance.now() - started) / 1000;
    const counts = await tally(reportDir);
    const failures = Object.values(counts.failures).reduce((sum, n) => sum + n, 0);
    // Exit code 1 is failed checks; anything else (an error of Schemathesis itself, a document
    // it cannot load) fails the run too.
    if (code !== 0 || failures > 0) failed = true;
    rows.push({ run: run.label, seconds, code, ...counts });
  }
} finally {
  await server.stop();
}

const short = (check) => check.replace(/_conformance$/, '').replace(/_/g, ' ');
console.log(`\nSchemathesis ${EXAMPLES} examples per operation and phase, seed ${SEED}:\n`);
console.log(`| run | requests | ${CHECKS.map(short).join(' | ')} | exit | seconds |`);
console.log(`|---|---|${CHECKS.map(() => '---|').join('')}---|---|`);
for (const row of rows) {
  const cells = CHECKS.map((check) => row.failures[check]);
  console.log(
    `| ${row.run} | ${row.requests} | ${cells.join(' | ')} | ${row.code} | ${row.seconds.toFixed(0)} |`,
  );
}
console.log(`\nReports and the server's log: ${reportRoot}`);
process.exit(failed ? 1 : 0);

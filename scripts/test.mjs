// `npm test`: every tier. Unit and server tests (Vitest, all workspaces; on a second Node too
// when ALSO_TEST_ON_NODE names one), then the browser tier (Playwright on Debian's Chromium).
// Ends with one summary line over both runners.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const isCi = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

// Every Vitest project on the embedded database; then, when TEST_DATABASE_URL names a real
// PostgreSQL, the server suite once more against it. With ALSO_TEST_ON_NODE (the path of another
// Node binary; CI gives Node 24, the LTS, besides the machine's Node 20) all of that once more
// on that Node, first on PATH so that whatever the tests start runs on it too.
const { TEST_DATABASE_URL, ALSO_TEST_ON_NODE, ...envWithoutPg } = process.env;
const databaseRuns = [{ name: 'vitest', args: [], env: envWithoutPg }];
if (TEST_DATABASE_URL) {
  databaseRuns.push({
    name: 'vitest-postgres',
    args: ['--project', 'server'],
    env: { ...envWithoutPg, TEST_DATABASE_URL },
  });
}
const nodeVersion = (bin) => spawnSync(bin, ['--version']).stdout?.toString().trim();
const nodes = [{ bin: process.execPath, version: process.version, suffix: '' }];
if (ALSO_TEST_ON_NODE) {
  const version = nodeVersion(ALSO_TEST_ON_NODE);
  if (!version) {
    console.error(`ALSO_TEST_ON_NODE=${ALSO_TEST_ON_NODE} does not run.`);
    process.exit(1);
  }
  nodes.push({ bin: ALSO_TEST_ON_NODE, version, suffix: `-node${version.slice(1).split('.')[0]}` });
}
const vitestRuns = nodes.flatMap((node) =>
  databaseRuns.map((run) => ({
    ...run,
    name: `${run.name}${node.suffix}`,
    node,
    env: node.suffix
      ? { ...run.env, PATH: `${path.dirname(node.bin)}${path.delimiter}${run.env.PATH ?? ''}` }
      : run.env,
  })),
);
let vitestStatus = 0;
for (const { name, args, env, node } of vitestRuns) {
  const on = name.startsWith('vitest-postgres') ? 'on PostgreSQL' : 'on the embedded database';
  console.log(`\nUnit and server tests ${on}, Node ${node.version}:\n`);
  const status = spawnSync(
    node.bin,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, `${name}.json`)}`,
    ],
    { cwd: root, stdio: 'inherit', env },
  ).status;
  vitestStatus ||= status;
}

let browserStatus = 0;
let browserSkipped = false;
const playwrightJson = path.join(reports, 'playwright.json');
if (!existsSync(chromium)) {
  if (isCi) {
    console.error(`Browser tests need Chromium at ${chromium}; CI must install it.`);
    browserStatus = 1;
  } else {
    browserSkipped = true;
    console.warn(
      `\nSkipping the browser tests: no Chromium at ${chromium}. ` +
        'Install it with "apt-get install chromium" or set CHROMIUM_PATH.\n',
    );
  }
} else {
  browserStatus = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    CHROMIUM_PATH: chromium,
  });
}

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const { name } of vitestRuns) {
  const file = path.join(reports, `${name}.json`);
  if (!existsSync(file)) continue;
  const v = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += v.numPassedTests;
  counts.failed += v.numFailedTests;
  counts.skipped += v.numPendingTests + v.numTodoTests;
}
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats;
  counts.passed += p.expected + p.flaky;
  counts.failed += p.unexpected;
  counts.skipped += p.skipped;
}
const failed = vitestStatus !== 0 || browserStatus !== 0;
if (failed && counts.failed === 0) counts.failed = 1; // a runner crashed before reporting
if (browserSkipped) console.log('\nThe browser tier was skipped (no Chromium).');
console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed ? 1 : 0);

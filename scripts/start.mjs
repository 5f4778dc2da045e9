// `npm start`: the compiled server (apps/server/dist) on PORT, default 5000, serving the built
// web app; whatever is missing or stale is built first (builds.mjs). `npm run migrate` and
// `npm run seed` run the compiled migrate and seed entries the same way:
//
//   node scripts/start.mjs [server | migrate | seed]
import { spawn } from 'node:child_process';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILDS, buildWhereStale, root } from './builds.mjs';

/** The flags the server runs with; `npm start` gives them to this process (package.json). */
const SERVER_FLAGS = [
  // A larger young generation: list answers allocate a lot for a short time, and with the
  // default 16 MB V8 promoted them to the old generation and paused for full collections (in
  // the load benchmark this cut the p99 of the large lists by a tenth to a quarter).
  '--max-semi-space-size=64',
  // Stack traces in logs name the TypeScript sources (the build writes the maps).
  '--enable-source-maps',
];
// Node 22 and later keep the compiled code of every module between starts (Node 20 has not).
const COMPILE_CACHE = path.join(root, 'node_modules/.cache/node-compile-cache');

const entry = process.argv[2] ?? 'server';
if (!['server', 'migrate', 'seed'].includes(entry)) {
  console.error(`Usage: node scripts/start.mjs [server | migrate | seed] (not "${entry}")`);
  process.exit(2);
}
buildWhereStale(entry === 'server' ? [BUILDS.web, BUILDS.server] : [BUILDS.server]);
const compiled = path.join(root, 'apps/server/dist', `${entry}.js`);

if (SERVER_FLAGS.every((flag) => process.execArgv.includes(flag))) {
  // Started with the server's flags (`npm start`): run it in this process, which spares a
  // second Node start (a tenth of the time to a healthy server).
  module.enableCompileCache?.(COMPILE_CACHE);
  process.chdir(root);
  await import(pathToFileURL(compiled).href);
} else {
  const child = spawn(process.execPath, [...SERVER_FLAGS, compiled], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_COMPILE_CACHE: COMPILE_CACHE, ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

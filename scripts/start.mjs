// `npm start`: the compiled server (apps/server/dist) on PORT, default 5000, serving the built
// web app; whatever is missing or stale is built first (builds.mjs). `npm run migrate` and
// `npm run seed` run the compiled migrate and seed entries the same way:
//
//   node scripts/start.mjs [server | migrate | seed]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BUILDS, buildWhereStale, root } from './builds.mjs';

const entry = process.argv[2] ?? 'server';
if (!['server', 'migrate', 'seed'].includes(entry)) {
  console.error(`Usage: node scripts/start.mjs [server | migrate | seed] (not "${entry}")`);
  process.exit(2);
}
buildWhereStale(entry === 'server' ? [BUILDS.web, BUILDS.server] : [BUILDS.server]);

const NODE_FLAGS = [
  // A larger young generation: list answers allocate a lot for a short time, and with the
  // default 16 MB V8 promoted them to the old generation and paused for full collections (in
  // the load benchmark this cut the p99 of the large lists by a tenth to a quarter).
  '--max-semi-space-size=64',
  // Stack traces in logs name the TypeScript sources (the build writes the maps).
  '--enable-source-maps',
];
// Node 22 and later keep compiled code between starts (Node 20 ignores this).
const env = {
  NODE_COMPILE_CACHE: path.join(root, 'node_modules/.cache/node-compile-cache'),
  ...process.env,
};
const child = spawn(
  process.execPath,
  [...NODE_FLAGS, path.join(root, 'apps/server/dist', `${entry}.js`)],
  { cwd: root, stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

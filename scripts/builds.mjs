// What `npm start` runs is built output: the web app (apps/web/dist) and the compiled server
// (apps/server/dist). Each is rebuilt when it is missing or older than any of its sources or
// the lockfile (a dependency changed), so a fresh clone's `npm install && npm start` works and a
// `git pull` is never served stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const BUILDS = {
  web: {
    name: 'the web app',
    built: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contracts/src',
      'package-lock.json',
    ],
    workspace: 'apps/web',
  },
  server: {
    name: 'the server',
    // Written last by apps/server/build.mjs: a build cut short counts as missing.
    built: 'apps/server/dist/.built',
    sources: [
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/contracts/src',
      'packages/allocation/src',
      'package-lock.json',
    ],
    workspace: 'apps/server',
  },
};

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestChange(path.join(entry, name))));
}

export function isStale({ built, sources }) {
  const output = path.join(root, built);
  return !existsSync(output) || Math.max(...sources.map(newestChange)) > statSync(output).mtimeMs;
}

/** Builds each of `builds` that is stale; exits with the build's status if one fails. */
export function buildWhereStale(builds) {
  for (const build of builds) {
    if (!isStale(build)) continue;
    console.log(`Building ${build.name}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`Building ${build.name} failed (npm run build -w ${build.workspace}).`);
      process.exit(result.status ?? 1);
    }
  }
}

// `npm run build -w apps/server`: the server, with the workspace packages it imports
// (@capstone/contracts, @capstone/allocation), compiled to JavaScript in dist/, for `npm start`.
//
// One bundle per entry (esbuild) rather than a file per module: Node loads a few files at
// start instead of hundreds. Everything in node_modules stays outside the bundle and loads
// from there as usual (native argon2, PGlite's WebAssembly, pino's worker). Every output file
// sits directly in dist/, one folder below apps/server like src/paths.ts, which finds the
// migrations and the web app from there. Source maps point at src/ (`--enable-source-maps`).
//
// Then dist/pglite-template: the embedded database a first start would make (migrated, demo
// data seeded), made by the compiled seed entry, which so gets checked too. A first start
// copies it rather than spend seconds in initdb, the migrations and the seed
// (src/db/pglite-template.ts).
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const started = performance.now();

/** Bare imports stay imports, except the workspace's own packages, which are TypeScript. */
const nodeModulesOutside = {
  name: 'node-modules-outside',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@capstone/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', migrate: 'src/migrate.ts', seed: 'src/seed/run.ts' },
  outdir: dist,
  bundle: true,
  splitting: true,
  chunkNames: '[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [nodeModulesOutside],
  logLevel: 'warning',
});
const nested = readdirSync(dist, { withFileTypes: true }).filter((entry) => entry.isDirectory());
if (nested.length > 0) throw new Error(`build: output must sit directly in ${dist}`);

const scratch = mkdtempSync(path.join(tmpdir(), 'capstone-template-'));
try {
  const seeded = spawnSync(process.execPath, [path.join(dist, 'seed.js')], {
    // The embedded database, whatever this shell points at; and no email leaves the build.
    env: {
      ...process.env,
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'development',
      DATA_DIR: scratch,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('build: seeding the PGlite template failed');
  const template = path.join(scratch, 'pglite');
  // PGlite works in template1 and never creates a database: `postgres` and `template0` would
  // only make every first start copy 22 MB instead of 15 (a third of its time).
  const db = new PGlite(template);
  await db.exec('DROP DATABASE postgres');
  await db.exec(`UPDATE pg_database SET datistemplate = false WHERE datname = 'template0'`);
  await db.exec('DROP DATABASE template0');
  await db.exec('CHECKPOINT');
  await db.close();
  renameSync(template, path.join(dist, 'pglite-template'));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
// Written last: `npm start` rebuilds unless this exists and is newer than every source.
writeFileSync(path.join(dist, '.built'), `${new Date().toISOString()}\n`);
console.log(`Server built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${dist}`);

import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { RUNS_COMPILED, SERVER_DIST } from '../paths';

/**
 * An embedded database with every migration applied and the demo data seeded, which the build
 * leaves in `dist/` (build.mjs) for the compiled server built with it.
 */
export const PGLITE_TEMPLATE_DIR = path.join(SERVER_DIST, 'pglite-template');

/**
 * Copies a folder on a thread of its own: the main thread meanwhile loads the app's modules
 * (server.ts), where a copy on it would hold the start up by half a second.
 */
function copyOffThread(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      `const { cpSync } = require('node:fs');
       const { workerData } = require('node:worker_threads');
       cpSync(workerData.from, workerData.to, { recursive: true });`,
      { eval: true, workerData: { from, to } },
    );
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`copying ${from} failed (${code})`)),
    );
  });
}

/**
 * Fills an empty or missing `dataDir` with a copy of `template`, by default the build's when the
 * server runs compiled (the one built with it): a new PGlite spends seconds of CPU in initdb,
 * the migrations and the seed, a copy of its 15 MB a fraction of one. The copy is made under
 * another name and renamed into place, so a start cut short never leaves half a database.
 * Resolves to whether it copied.
 */
export async function copyPgliteTemplate(
  dataDir: string,
  template = RUNS_COMPILED ? PGLITE_TEMPLATE_DIR : undefined,
): Promise<boolean> {
  if (!template || !existsSync(template)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const partial = `${dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  await copyOffThread(template, partial);
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
  return true;
}

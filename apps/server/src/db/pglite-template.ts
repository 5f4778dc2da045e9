import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { RUNS_COMPILED, SERVER_DIST } from '../paths';

/**
 * An embedded database with every migration applied and the demo data seeded, which the build
 * leaves in `dist/` (build.mjs) for the compiled server built with it.
 */
export const PGLITE_TEMPLATE_DIR = path.join(SERVER_DIST, 'pglite-template');

/**
 * Fills an empty or missing `dataDir` with a copy of `template`, by default the build's when the
 * server runs compiled (the one built with it): a new PGlite spends seconds of CPU in initdb,
 * the migrations and the seed, a copy of its 21 MB a fraction of one. The copy is made under
 * another name and renamed into place, so a start cut short never leaves half a database.
 * Returns whether it copied.
 */
export function copyPgliteTemplate(
  dataDir: string,
  template = RUNS_COMPILED ? PGLITE_TEMPLATE_DIR : undefined,
): boolean {
  if (!template || !existsSync(template)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const partial = `${dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
  return true;
}

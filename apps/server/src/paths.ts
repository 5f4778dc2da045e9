import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `apps/server`, found from this module. It is `src/paths.ts` when the server runs from source
 * (`npm run dev`, the tests) and part of `dist/*.js` when it runs compiled (`npm start`): both
 * one folder below `apps/server`, so the same step up finds it (`build.mjs` keeps every output
 * file directly in `dist/` for this reason).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_ROOT = path.resolve(here, '..');

/** Running the build's output rather than the TypeScript sources. */
export const RUNS_COMPILED = path.basename(here) === 'dist';

/** Drizzle's migrations, applied at every start and by `npm run migrate`. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

/** The built web app the server serves (`npm run build -w apps/web`). */
export const WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

/** The build's output (`npm run build -w apps/server`). */
export const SERVER_DIST = path.join(SERVER_ROOT, 'dist');

import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * PGlite is WebAssembly, and every test file runs in a process of its own that compiles it
 * afresh: V8's optimising tier would spend more CPU compiling it than one file's queries win
 * back, so the test processes keep to the baseline compiler. Asked of this Node first, since the
 * flag is V8's and a Node without it would refuse to start.
 */
const WASM_BASELINE_ONLY = ['--liftoff-only'];
const baselineWasm =
  spawnSync(process.execPath, [...WASM_BASELINE_ONLY, '-e', '']).status === 0
    ? WASM_BASELINE_ONLY
    : [];

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // One migrated database for the run; each file's own database starts as a copy of it.
    globalSetup: ['test/helpers/global-setup.ts'],
    execArgv: baselineWasm,
    // Files wait on sockets, timers and PostgreSQL often enough that two at a time finish
    // sooner even on two cores (Vitest's default would be one there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each file builds its own app and database; argon2 and migrations need a little time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

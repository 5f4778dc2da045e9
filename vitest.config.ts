import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every unit and server test; the browser tier is Playwright (e2e/).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
    // The server tests' own choice (apps/server/vitest.config.ts), which they keep when run
    // alone; every project of one run must agree on it.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // One migrated database for the run; each file's own database starts as a copy of it.
    globalSetup: ['test/helpers/global-setup.ts'],
    // Each file builds its own app and database; argon2 and migrations need a little time.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

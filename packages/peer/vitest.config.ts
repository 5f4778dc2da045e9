import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'peer',
    include: ['test/**/*.test.ts'],
    // Property tests run thousands of random teams: a loaded CI machine can stretch them past
    // the default 5 s, and time is not what they check.
    testTimeout: 60_000,
  },
});

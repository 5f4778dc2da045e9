import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'allocation',
    include: ['test/**/*.test.ts'],
    // Property tests brute-force thousands of instances and one test indexes 70,000 words:
    // seconds of work that a loaded CI machine stretches past the default 5 s. Time is not
    // what they check (that is `npm run bench`).
    testTimeout: 60_000,
  },
});

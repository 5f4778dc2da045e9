import { defineConfig } from 'vitest/config';

// One runner for every unit and server test; the browser tier is Playwright (e2e/).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});

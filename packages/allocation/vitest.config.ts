import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'allocation', include: ['test/**/*.test.ts'] } });

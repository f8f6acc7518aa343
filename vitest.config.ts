import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@common': new URL('./common', import.meta.url).pathname } },
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@common': new URL('./common', import.meta.url).pathname } },
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    /* Migrated template databases, made once per run (server/test/templates.ts, decision 049). */
    globalSetup: ['server/test/global-setup.ts'],
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './server/test/slow-files-first';

export default defineConfig({
  resolve: {
    alias: {
      '@common': new URL('./common', import.meta.url).pathname,
      '@web': new URL('./web/src', import.meta.url).pathname,
    },
  },
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    /*
     * At least two files at once: Vitest's default (cores - 1) is one on the 2-core CI machine, where
     * test files wait on PostgreSQL and password hashing much of the time; 8 server files took
     * 155 s with one worker and 103 s with two (decision 049).
     */
    maxWorkers: Math.max(2, availableParallelism() - 1),
    /* The long files start first, so none runs alone at the end (decision 049). */
    sequence: { sequencer: SlowFilesFirst },
    /* Migrated template databases, made once per run (server/test/templates.ts, decision 049). */
    globalSetup: ['server/test/global-setup.ts'],
  },
});

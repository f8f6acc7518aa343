import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/*
 * The PGlite specs run on E2E_SHARDS workers at once (default 2, the machine's cores), each worker
 * against a server and database of its own, so no spec shares data with one running beside it.
 * Playwright loads this file again in every worker with TEST_PARALLEL_INDEX set (0 … workers - 1,
 * never two running workers with the same one), so `shard` below is the worker's own in a worker
 * and 0 in the runner. A spec's server is its project's baseURL and metadata.dataDir (decision 049).
 */
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const shard = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % SHARDS;
const shardDataDir = (n: number) => path.resolve(n === 0 ? '.tmp/e2e-data' : `.tmp/e2e-data-${n}`);
const SHARD_DATA_DIRS = Array.from({ length: SHARDS }, (_, n) => shardDataDir(n));
export const E2E_DATA_DIR = shardDataDir(shard);
/** This worker's PGlite server. */
export const E2E_ORIGIN = `http://localhost:${E2E_PORT + shard}`;

/*
 * With a PostgreSQL server at hand (CI sets TEST_DATABASE_URL; E2E_DATABASE_URL overrides it),
 * the specs of sign-in, search, reviews and favourites run a second time, against a server on a
 * fresh PostgreSQL database seeded with the same demo data.
 */
const E2E_PG_ADMIN_URL = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? E2E_PORT + 50);
export const E2E_PG_DATA_DIR = path.resolve('.tmp/e2e-data-pg');

/* Where each server's whole log goes (JSON lines), scanned for tokens after the run. */
export const serverLogFile = (dataDir: string) => path.join(dataDir, 'server.log');

const serverEnv = (port: number, dataDir: string) => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  SITE_URL: `http://localhost:${port}`,
  /*
   * Every request and mail line, as in production: the links a written mail carries stay out
   * (README's development convenience), so any token in the log is a leak (decision 036).
   */
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
  MAIL_LINKS_IN_LOG: 'false',
  E2E_LOG_FILE: serverLogFile(dataDir),
  AUTH_RATE_LIMIT_PER_IP: '1000',
  AUTH_RATE_LIMIT_PER_EMAIL: '5',
  /* Every spec searches from one address; the limit has its own test (search-limits.test.ts). */
  SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
  /* Never a database from the shell: each server is told which one to use. */
  DATABASE_URL: '',
  E2E_DATABASE_URL: '',
});

const LIGHTHOUSE_SPECS = ['lighthouse.spec.ts', 'profile-lighthouse.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/log-scan.teardown.ts',
  fullyParallel: false,
  /* One worker per PGlite server; the PostgreSQL project's server takes one spec at a time. */
  workers: SHARDS,
  /* A flaky test must fail, not pass on a second try, and a stray test.only must not shrink CI. */
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  /*
   * A minute per test: on the 2-core CI machine two workers, their servers and a PostgreSQL server
   * share the cores, and the longer journeys (the promotion editor, a search then a profile) ran
   * past 30 s there with every step done and the page right. A hung step still fails, at a minute.
   */
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: LIGHTHOUSE_SPECS,
      use: { ...devices['Desktop Chrome'], baseURL: E2E_ORIGIN },
      metadata: { dataDir: E2E_DATA_DIR, dataDirs: SHARD_DATA_DIRS },
    },
    /*
     * Lighthouse measures the page's speed on this machine's CPU: it runs alone, after every other
     * spec, so a test beside it cannot cost the page its score.
     */
    {
      name: 'lighthouse',
      testMatch: LIGHTHOUSE_SPECS,
      dependencies: ['chromium', ...(E2E_PG_ADMIN_URL ? ['chromium-postgres'] : [])],
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${E2E_PORT}` },
      metadata: { dataDir: shardDataDir(0) },
    },
    ...(E2E_PG_ADMIN_URL
      ? [
          {
            name: 'chromium-postgres',
            workers: 1,
            testMatch: [
              'auth.spec.ts',
              'directory.spec.ts',
              'review.spec.ts',
              'provider-signup-fields.spec.ts',
              /* The queues' search, state and order are SQL that each database runs its own way. */
              'admin-queues.spec.ts',
            ],
            use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${E2E_PG_PORT}` },
            metadata: { dataDir: E2E_PG_DATA_DIR },
          },
        ]
      : []),
  ],
  /* Started one after the other: the first builds dist/ if stale, the second finds it fresh. */
  webServer: [
    ...SHARD_DATA_DIRS.map((dataDir, n) => ({
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${E2E_PORT + n}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: serverEnv(E2E_PORT + n, dataDir),
    })),
    ...(E2E_PG_ADMIN_URL
      ? [
          {
            command: 'node scripts/e2e-server.mjs',
            url: `http://localhost:${E2E_PG_PORT}/api/health`,
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: { ...serverEnv(E2E_PG_PORT, E2E_PG_DATA_DIR), E2E_DATABASE_URL: E2E_PG_ADMIN_URL },
          },
        ]
      : []),
  ],
});

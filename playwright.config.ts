import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.resolve('.tmp/e2e-data');

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

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/log-scan.teardown.ts',
  fullyParallel: false,
  workers: 1,
  /* A flaky test must fail, not pass on a second try, and a stray test.only must not shrink CI. */
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
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
      use: { ...devices['Desktop Chrome'] },
      metadata: { dataDir: E2E_DATA_DIR },
    },
    ...(E2E_PG_ADMIN_URL
      ? [
          {
            name: 'chromium-postgres',
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
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${E2E_PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(E2E_PORT, E2E_DATA_DIR),
    },
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

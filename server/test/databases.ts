import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, type DbMode, openDatabase } from '../db/client';
import { ensurePostgresTemplate, pgliteTemplate } from './templates';

/**
 * The database engines tests should run against: always the embedded PGlite, and PostgreSQL too
 * when TEST_DATABASE_URL points at a server (e.g. postgres://postgres@127.0.0.1:5432/test).
 * Use with `describe.each(testDatabaseModes())`.
 */
export function testDatabaseModes(): DbMode[] {
  /* CI must exercise PostgreSQL: a missing setting there is an error, not a silent skip. */
  if (process.env.CI && !process.env.TEST_DATABASE_URL) {
    throw new Error('CI must set TEST_DATABASE_URL: the PostgreSQL tests may not be skipped');
  }
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export type TestDatabase = {
  database: Database;
  /** The connection string of the throwaway PostgreSQL database (undefined for PGlite). */
  url?: string;
  /** Closes the connection and, for PostgreSQL, drops the throwaway database. */
  cleanup(): Promise<void>;
};

/**
 * A fresh, migrated, empty database. PGlite lives in memory; on PostgreSQL a new database
 * `calmpath_test_<random>` is created beside TEST_DATABASE_URL's, so parallel test files never
 * see each other's rows. Both start as a copy of a template migrated once (templates.ts, decision
 * 049); `migrate: false` gives a database no migration has touched, for tests that migrate.
 */
export async function createTestDatabase(
  mode: DbMode,
  { migrate = true, poolSize = 4 }: { migrate?: boolean; poolSize?: number } = {},
): Promise<TestDatabase> {
  if (mode === 'pglite') {
    const loadDataDir = await pgliteTemplate(migrate ? 'migrated' : 'empty');
    const database = await openDatabase({ mode: 'pglite', loadDataDir });
    return { database, cleanup: () => database.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_URL is not set: cannot create a PostgreSQL test database');
  const name = `calmpath_test_${randomBytes(6).toString('hex')}`;
  const template = migrate ? await ensurePostgresTemplate(adminUrl) : undefined;
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  let database: Database;
  try {
    database = await openDatabase({ mode: 'postgres', url: url.toString(), poolSize });
  } catch (err) {
    await dropDatabase(adminUrl, name);
    throw err;
  }
  return {
    database,
    url: url.toString(),
    cleanup: async () => {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  // FORCE ends connections a failed test may have left open (PostgreSQL 13+).
  await withAdminClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}

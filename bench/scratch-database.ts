import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, type DbMode, openDatabase } from '../server/db/client';

export type ScratchDatabase = { database: Database; label: string; drop(): Promise<void> };

/**
 * A migrated, empty database that is thrown away afterwards: PGlite in a temporary directory (on
 * disk, as the app runs it), or a new database beside TEST_DATABASE_URL's on a PostgreSQL server.
 */
export async function createScratchDatabase(
  mode: DbMode,
  keepName?: string,
): Promise<ScratchDatabase & { reused: boolean }> {
  if (keepName && mode === 'postgres') return keptDatabase(keepName);
  if (mode === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'calmpath-bench-'));
    const database = await openDatabase({ mode: 'pglite', dataDir: dir });
    await database.migrate();
    return {
      database,
      reused: false,
      label: dir,
      drop: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `calmpath_bench_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ mode: 'postgres', url: url.toString(), poolSize: 2 });
  const drop = async () => {
    await database.close();
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await database.migrate();
  } catch (err) {
    await drop();
    throw err;
  }
  return { database, label: name, drop, reused: false };
}

/*
 * A PostgreSQL database kept between runs (`--keep-db NAME`): created and migrated when missing,
 * reused as it is otherwise, never dropped. Loading 1,000,000 providers takes minutes; this lets
 * repeated runs at that size skip it.
 */
async function keptDatabase(name: string): Promise<ScratchDatabase & { reused: boolean }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--keep-db: not a plain name: ${name}`);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  let exists: boolean;
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    exists = (found.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
  if (!exists) await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ mode: 'postgres', url: url.toString(), poolSize: 2 });
  await database.migrate();
  return { database, label: name, drop: () => database.close(), reused: exists };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

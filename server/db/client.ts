import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, 'migrations');

/*
 * Both drivers produce a PgDatabase over the same schema. We type the handle as the node-postgres
 * flavour; the query builder API the app uses is identical on PGlite.
 */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;
export type DbMode = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  mode: DbMode;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { mode: 'postgres'; url: string; poolSize?: number }
  | { mode: 'pglite'; dataDir?: string /* undefined = in memory */ };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.mode === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    pool.on('error', (err) => console.error('PostgreSQL pool error', err));
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      mode: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    mode: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export function databaseOptionsFrom(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { mode: 'postgres', url: config.databaseUrl }
    : { mode: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export async function ping(db: Db): Promise<boolean> {
  const rows = await db.execute(sql`select 1 as ok`);
  return rows.rows.length === 1;
}

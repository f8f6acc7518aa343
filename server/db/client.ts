import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import * as schema from './schema';
import { loadZipCentroids } from './zip-centroids';

export { MIGRATIONS_FOLDER };

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
  | {
      mode: 'pglite';
      dataDir?: string /* undefined = in memory */;
      /** PostgreSQL's buffer cache inside PGlite (default PGLITE_SHARED_BUFFERS). */
      sharedBuffers?: string;
    };

/*
 * PGlite starts PostgreSQL with its default 128 MB buffer cache, and all of it becomes resident
 * in the WebAssembly memory at start: with Node and the app that is 425 MB before the first
 * request. The embedded mode is for trying CalmPath and small machines, and its demo database is a
 * few MB, which the operating system's file cache keeps anyway (docs/performance.md, decision 022).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  /* Each process loads only the driver it uses (start-up time, docs/performance.md). */
  if (opts.mode === 'postgres') {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    /*
     * JIT compilation is for long analytical queries: it costs 100-400 ms per statement, and a
     * directory's short queries never repay it (decision 009).
     */
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      options: '-c jit=off',
    });
    pool.on('error', (err) => console.error('PostgreSQL pool error', err));
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      mode: 'postgres',
      migrate: async () => {
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await loadZipCentroids(db);
      },
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
    ],
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    mode: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await loadZipCentroids(db as unknown as Db);
    },
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

/** A transaction handle (or the database itself: both run the same query builder). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

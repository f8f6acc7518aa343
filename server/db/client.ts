import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import type { Db } from './db-type';
import { createFairTurns } from './fair-turns';
import * as schema from './schema';
import { loadZipCentroids } from './zip-centroids';

export type { Db };
export { MIGRATIONS_FOLDER };

export type DbMode = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  /**
   * For searches, whose work depends on what anyone types: on PostgreSQL a pool of its own whose
   * statements the server cancels after SEARCH_STATEMENT_TIMEOUT_MS; on PGlite the one database,
   * which cannot cancel a statement, its search statements taking turns (fair-turns.ts; decision
   * 035).
   */
  searchDb: Db;
  /** Searches that may run at once: the search pool's size; on PGlite as many, taking turns. */
  searchSlots: number;
  mode: DbMode;
  /** PostgreSQL's connection string (undefined on PGlite): for connections of their own. */
  url?: string;
  /**
   * Applies the migrations and loads the ZIP centroids. On PostgreSQL under an advisory lock, so
   * processes starting at once apply them once: the first applies, the others wait, then find
   * nothing left to do (decision 055).
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { mode: 'postgres'; url: string; poolSize?: number; searchStatementTimeoutMs?: number }
  | {
      mode: 'pglite';
      dataDir?: string /* undefined = in memory */;
      /** PostgreSQL's buffer cache inside PGlite (default PGLITE_SHARED_BUFFERS). */
      sharedBuffers?: string;
      /** A data directory to start from (PGlite's dumpDataDir), e.g. tests' migrated template. */
      loadDataDir?: Blob;
    };

/*
 * PGlite starts PostgreSQL with its default 128 MB buffer cache, and all of it becomes resident
 * in the WebAssembly memory at start: with Node and the app that is 425 MB before the first
 * request. The embedded mode is for trying CalmPath and small machines, and its demo database is a
 * few MB, which the operating system's file cache keeps anyway (docs/performance.md, decision 022).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Longest a search statement may run on PostgreSQL before the server cancels it. The slowest
 * search statement measured at 1,000,000 providers takes a few hundred milliseconds.
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 2000;

/*
 * pg_advisory_lock's bigint key for the migrate step: any constant no other lock of ours uses
 * (the tests' template lock is 4_917_000_049).
 */
const MIGRATION_LOCK_KEY = 4_917_000_055;

/** Every PostgreSQL session's settings: no JIT (decision 009), no parallel workers (076). */
const SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

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
     * directory's short queries never repay it (decision 009). Parallel workers neither (decision
     * 076): starting a Gather's workers took 80-140 ms for a two-letter search that found nothing,
     * and each worker takes a core from the next visitor's request.
     */
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      options: SESSION_OPTIONS,
    });
    pool.on('error', (err) => console.error('PostgreSQL pool error', err));
    const db = drizzlePg({ client: pool, schema });
    /* Opens connections only when searched: one per search slot (providers/routes.ts). */
    const searchSlots = opts.poolSize ?? 10;
    const searchPool = new pg.Pool({
      connectionString: opts.url,
      max: searchSlots,
      options: `${SESSION_OPTIONS} -c statement_timeout=${opts.searchStatementTimeoutMs ?? SEARCH_STATEMENT_TIMEOUT_MS}`,
    });
    searchPool.on('error', (err) => console.error('PostgreSQL search pool error', err));
    return {
      db,
      searchDb: drizzlePg({ client: searchPool, schema }),
      searchSlots,
      mode: 'postgres',
      url: opts.url,
      migrate: async () => {
        /*
         * A session lock on a connection of its own (not the pool's: with a pool of one the
         * migrator would wait for it forever), held for the whole step and freed by PostgreSQL if
         * the process dies.
         */
        const lock = new pg.Client({ connectionString: opts.url });
        await lock.connect();
        try {
          await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
          await loadZipCentroids(db);
        } finally {
          /* Ending the session frees the lock. */
          await lock.end();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), searchPool.end()]);
      },
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
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
    ],
  });
  const db = drizzlePglite({ client, schema });
  /* Search statements take turns by asker (fair-turns.ts); the rest queue as they come. */
  const turns = createFairTurns();
  const takingTurns = new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === 'query') {
        return (...args: Parameters<typeof client.query>) => turns(() => target.query(...args));
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    db: db as unknown as Db,
    searchDb: drizzlePglite({ client: takingTurns, schema }) as unknown as Db,
    searchSlots: 10,
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

/** A transaction handle (or the database itself: both run the same query builder). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

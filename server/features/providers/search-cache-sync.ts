import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client';
import type { SearchCache } from './search-cache';

/**
 * Several processes on one PostgreSQL database (decision 055): a change made in one empties the
 * anonymous search cache (search-cache.ts) of every process.
 *
 * Each process keeps one connection of its own LISTENing on `calmpath_search_cache`. A change made
 * here is announced with `pg_notify` once it is committed (the onSend hook in app.ts, before the
 * change's answer leaves); PostgreSQL hands the notification to every listening connection, and
 * each process empties its cache when it arrives (a few milliseconds). A process ignores its own
 * notifications: it emptied its cache before announcing.
 *
 * While the listening connection is down (PostgreSQL restarted, the connection killed, the network
 * gone) this process could miss a change, so its cache is held: it keeps and serves nothing, and
 * every search is computed. It reconnects (0.1 s, then doubling up to 5 s), LISTENs again and only
 * then lets the cache fill again, starting empty. A heartbeat (`SELECT 1` every 5 s, answered
 * within 5 s, as connecting and LISTEN must be) notices a network that went silent without closing
 * the connection.
 *
 * PGlite is one process by construction and needs none of this.
 */

export const SEARCH_CACHE_CHANNEL = 'calmpath_search_cache';
const RETRY_FIRST_MS = 100;
const RETRY_MOST_MS = 5000;
const HEARTBEAT_MS = 5000;

type Log = {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
};

export type SearchCacheSync = {
  /** Whether the listening connection is up and LISTENing. */
  readonly listening: boolean;
  /** The listening connection's server process id (tests end it with pg_terminate_backend). */
  readonly backendPid: number | undefined;
  /** How many times the connection was made and LISTENed (1 after the start). */
  readonly connects: number;
  close(): Promise<void>;
};

export async function startSearchCacheSync(opts: {
  url: string;
  /** The server's own database, through which changes are announced. */
  db: Db;
  cache: SearchCache;
  log: Log;
  /** How often the listening connection is checked, and how long it may take to answer. */
  heartbeatMs?: number;
}): Promise<SearchCacheSync> {
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const { default: pgModule } = await import('pg');
  const { cache, log } = opts;
  /* Tells this process's own notifications from the others'. */
  const me = randomUUID();
  let client: pg.Client | undefined;
  let listening = false;
  let backendPid: number | undefined;
  let connects = 0;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  /* Nothing is kept until the first LISTEN holds. */
  cache.hold(true);

  const lost = (connection: pg.Client, err?: unknown) => {
    if (client !== connection) return;
    client = undefined;
    listening = false;
    backendPid = undefined;
    cache.hold(true);
    connection.removeAllListeners('notification');
    connection.end().catch(() => {});
    if (closed) return;
    log.warn({ err }, 'search cache: lost the PostgreSQL LISTEN connection; reconnecting');
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
  };

  const connect = async () => {
    if (closed) return;
    const connection = new pgModule.Client({
      connectionString: opts.url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      /* A connection, LISTEN or heartbeat that gets no answer counts as lost. */
      connectionTimeoutMillis: heartbeatMs,
      query_timeout: heartbeatMs,
      application_name: 'calmpath-search-cache',
    });
    client = connection;
    connection.on('error', (err) => lost(connection, err));
    connection.on('end', () => lost(connection));
    connection.on('notification', (message) => {
      if (message.channel === SEARCH_CACHE_CHANNEL && message.payload !== me) cache.invalidate();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${SEARCH_CACHE_CHANNEL}`);
      const pid = await connection.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      if (client !== connection || closed) {
        await connection.end().catch(() => {});
        return;
      }
      backendPid = pid.rows[0]?.pid;
      listening = true;
      connects += 1;
      retryMs = RETRY_FIRST_MS;
      /* Whatever changed while nobody listened is not in the (empty) cache. */
      cache.hold(false);
      if (connects > 1) log.info({}, 'search cache: listening to PostgreSQL again');
    } catch (err) {
      lost(connection, err);
    }
  };

  /*
   * Through the server's pool, not the listening connection: the others must hear of a change
   * even while this process's own listening connection is down.
   */
  cache.announceTo(async () => {
    try {
      await opts.db.execute(sql`SELECT pg_notify(${SEARCH_CACHE_CHANNEL}, ${me})`);
    } catch (err) {
      log.warn({ err }, 'search cache: could not tell the other processes about a change');
    }
  });

  await connect();

  let beating = false;
  const heartbeat = setInterval(() => {
    const connection = client;
    if (!connection || !listening || beating) return;
    beating = true;
    connection
      .query('SELECT 1')
      .catch((err: unknown) => lost(connection, err))
      .finally(() => {
        beating = false;
      });
  }, heartbeatMs);
  heartbeat.unref();

  return {
    get listening() {
      return listening;
    },
    get backendPid() {
      return backendPid;
    },
    get connects() {
      return connects;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const connection = client;
      client = undefined;
      listening = false;
      await connection?.end().catch(() => {});
    },
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, Db } from '../db/client';
import type { SearchCache } from '../features/providers/search-cache';
import { AppError } from '../lib/app-error';

/** The label of a request that matched no route: one series for every unknown URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The route pattern a request matched ('/api/providers/:id'), never its URL: a label per URL
 * would make a series per provider, per token and per 404 (decision 058).
 */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/*
 * The environment variable main.ts gives each of the WEB_CONCURRENCY processes (decision 055):
 * its index from 0, the same again after a restart, so the `process` label stays bounded.
 */
const WORKER_INDEX = 'CALMPATH_WORKER_INDEX';

/** 'process' label of this process's metrics: '1' to WEB_CONCURRENCY (decision 058). */
function processLabel(): string {
  const index = Number(process.env[WORKER_INDEX] ?? '0');
  return String(Number.isInteger(index) && index >= 0 ? index + 1 : 1);
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`. Both sides are hashed first, so
 * timingSafeEqual compares equal lengths and the time taken says nothing about the token.
 */
export function presentsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^bearer /i.test(header)) return false;
  return timingSafeEqual(sha256(header.slice('bearer '.length).trim()), sha256(token));
}

type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

/** The pg.Pool behind a node-postgres drizzle handle (absent on PGlite). */
function poolOf(db: Db): PoolCounts | undefined {
  const client = (db as { $client?: Partial<PoolCounts> }).$client;
  return typeof client?.totalCount === 'number' ? (client as PoolCounts) : undefined;
}

/**
 * One read of the outbox's queue for both of its gauges, shared by the gauges of one scrape. It
 * reads only queued rows, through their partial index (mail_outbox_due_idx).
 */
function outboxReader(db: Db) {
  let last: { at: number; state: Promise<{ queued: number; oldestAgeSeconds: number }> } | null =
    null;
  const read = async () => {
    const result = await db.execute<{ queued: number | string; age: number | string | null }>(sql`
      SELECT count(*) AS queued,
             extract(epoch FROM now() - min(created_at)) AS age
        FROM mail_outbox
       WHERE status = 'queued'`);
    const row = result.rows[0];
    return {
      queued: Number(row?.queued ?? 0),
      oldestAgeSeconds: Math.max(0, Number(row?.age ?? 0)),
    };
  };
  return () => {
    if (!last || Date.now() - last.at > 1000) last = { at: Date.now(), state: read() };
    return last.state;
  };
}

export type MetricsOptions = {
  /** METRICS_TOKEN; without one nothing is measured and /metrics is not a route (404). */
  token: string | undefined;
  database: Database;
  searchCache: SearchCache;
};

/**
 * Prometheus metrics at /metrics (decision 058), for whoever presents METRICS_TOKEN: requests and
 * their latency per route pattern, the database pools, the e-mail outbox's depth and oldest
 * message, search cache lookups, and Node's own (event-loop delay, memory, CPU, GC). Each server
 * process keeps its own registry, labelled `process`; a scrape through the shared port is
 * answered by whichever process the connection reached.
 */
export function registerMetrics(app: FastifyInstance, opts: MetricsOptions) {
  const { token, database, searchCache } = opts;
  if (!token) return;
  const registry = new Registry();
  registry.setDefaultLabels({ process: processLabel() });
  /* Includes nodejs_eventloop_lag_seconds and its percentiles (monitorEventLoopDelay). */
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'calmpath_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'calmpath_http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const pools = [
    ['main', poolOf(database.db)],
    ['search', poolOf(database.searchDb)],
  ] as const;
  if (pools.some(([, pool]) => pool)) {
    new Gauge({
      name: 'calmpath_db_pool_connections',
      help: 'PostgreSQL connections of this process, by pool and state (idle or in use).',
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        for (const [name, pool] of pools) {
          if (!pool) continue;
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
        }
      },
    });
    new Gauge({
      name: 'calmpath_db_pool_waiting_requests',
      help: 'Queries of this process waiting for a free PostgreSQL connection, by pool.',
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [name, pool] of pools) if (pool) this.set({ pool: name }, pool.waitingCount);
      },
    });
  }

  /* The queue is the database's: every process reports the same numbers (use max() over them). */
  const outbox = outboxReader(database.db);
  new Gauge({
    name: 'calmpath_outbox_queued_messages',
    help: 'E-mails waiting in the outbox to be sent (or sent again).',
    registers: [registry],
    async collect() {
      this.set((await outbox()).queued);
    },
  });
  new Gauge({
    name: 'calmpath_outbox_oldest_queued_age_seconds',
    help: 'Age of the oldest e-mail waiting in the outbox (0 when none waits).',
    registers: [registry],
    async collect() {
      this.set((await outbox()).oldestAgeSeconds);
    },
  });

  /* The cache counts its own lookups; the counter catches up with them at each scrape. */
  let counted = { hit: 0, miss: 0 };
  new Counter({
    name: 'calmpath_search_cache_lookups_total',
    help: "Anonymous searches looked up in this process's search cache, by result (hit or miss).",
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const now = { hit: searchCache.hits, miss: searchCache.misses };
      this.inc({ result: 'hit' }, now.hit - counted.hit);
      this.inc({ result: 'miss' }, now.miss - counted.miss);
      counted = now;
    },
  });
  new Gauge({
    name: 'calmpath_search_cache_entries',
    help: "Answers kept in this process's search cache.",
    registers: [registry],
    collect() {
      this.set(searchCache.size);
    },
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!presentsToken(request, token)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new AppError(401, 'METRICS_TOKEN_REQUIRED', 'This needs the metrics token.');
    }
    /*
     * A scraper keeps its connection open, and node:cluster hands a connection to one process for
     * good: closing it after each answer lets the next scrape reach the next process (058).
     */
    reply
      .type(registry.contentType)
      .header('Cache-Control', 'no-store')
      .header('Connection', 'close');
    return registry.metrics();
  });
}

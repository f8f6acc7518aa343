import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** Longest a dependency may take to answer before it counts as not ready. */
export const READINESS_TIMEOUT_MS = 2000;

const Check = z.object({ ok: z.boolean(), latencyMs: z.number() });

/*
 * Names only: never an address, a connection string or an error message, which may carry either.
 * The reasons are in the server's log.
 */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  notReady: z.array(z.enum(['shutting-down', 'database', 'redis', 'storage'])),
  checks: z.object({ database: Check, storage: Check, redis: Check.optional() }).partial(),
});
type ReadyBody = z.infer<typeof ReadyResponse>;

export type Readiness = {
  /** From the first signal on, readiness answers 503 whatever the dependencies say. */
  shuttingDown: boolean;
  check(): Promise<ReadyBody>;
  close(): Promise<void>;
};

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * What `/api/ready` asks (decision 054): the database answers `SELECT 1`, Redis answers PING
 * when REDIS_URL is set, and the private-file storage takes, gives back and deletes a small file.
 * Each within READINESS_TIMEOUT_MS; a failure is logged with its reason and named in the answer.
 */
export function createReadiness(opts: {
  database: Database;
  /** The storage driver's own round trip (Storage.probe), read when a check runs. */
  storageProbe: () => Promise<unknown>;
  redisUrl: string | undefined;
  log: FastifyBaseLogger;
}): Readiness {
  let redis: Promise<Redis> | undefined;
  /* Its own connection, made on the first check: the probe must not queue behind other work. */
  const redisClient = (url: string) => {
    /*
     * A PING sent while (re)connecting waits for the connection and fails with the attempt (no
     * retries): at most one PING waits per probe, and each is bounded by the timeout.
     */
    redis ??= import('ioredis').then(({ Redis }) =>
      new Redis(url, { maxRetriesPerRequest: 0, connectTimeout: READINESS_TIMEOUT_MS }).on(
        'error',
        () => undefined,
      ),
    );
    return redis;
  };

  const probes: Record<'database' | 'storage' | 'redis', () => Promise<unknown>> = {
    database: () => opts.database.db.execute(sql`select 1`),
    storage: () => opts.storageProbe(),
    redis: async () => {
      if (!opts.redisUrl) return;
      await (await redisClient(opts.redisUrl)).ping();
    },
  };

  const run = async (name: keyof typeof probes) => {
    const started = performance.now();
    let ok = false;
    try {
      await within(READINESS_TIMEOUT_MS, probes[name]());
      ok = true;
    } catch (err) {
      opts.log.warn({ err, check: name }, `readiness: ${name} is not ready`);
    }
    return { ok, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  };

  const readiness: Readiness = {
    shuttingDown: false,
    async check() {
      if (readiness.shuttingDown) {
        return { status: 'not-ready', notReady: ['shutting-down'], checks: {} };
      }
      const [database, storage, redisCheck] = await Promise.all([
        run('database'),
        run('storage'),
        opts.redisUrl ? run('redis') : undefined,
      ]);
      const checks = { database, storage, ...(redisCheck ? { redis: redisCheck } : {}) };
      const notReady = (Object.keys(checks) as Array<keyof typeof checks>).filter(
        (name) => checks[name]?.ok === false,
      );
      return { status: notReady.length === 0 ? 'ready' : 'not-ready', notReady, checks };
    },
    async close() {
      if (redis) (await redis).disconnect();
    },
  };
  return readiness;
}

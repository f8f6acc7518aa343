/*
 * HTTP load on the plain search endpoint, through the real built server (decision 033):
 * `npm run bench -- --http` (20 connections for 30 s per mode; `--duration 10` for a quick run,
 * `--connections N`, `--mode pglite|postgres`). The server is what `npm start` runs
 * (dist/server/main.mjs, rebuilt by scripts/start.mjs when stale) on the demo data (320
 * providers), its log at the default level written to /dev/null, and autocannon drives it from
 * this process on the same machine (2 cores shared by client, server and database, as the
 * issue measured it). Like the measurement, the load sends no Accept-Encoding (autocannon's
 * default), so answers go out uncompressed. Prints one line per mode and variant in the search
 * bench's format: as shipped, with a browser's Accept-Encoding (', br'), and with the search cache
 * off (', uncached'; decision 033).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
// @ts-expect-error: plain ESM script without type declarations
import { buildIfStale, serverBundle } from '../scripts/start.mjs';
import type { DbMode } from '../server/db/client';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed/seed';
import { freePort } from '../server/test/free-port';
import { createScratchDatabase } from './scratch-database';

const ROOT = path.resolve(import.meta.dirname, '..');

/* What people type into the home page's box, as the browser sends it: a mix of kinds. */
export const HTTP_SEARCHES = [
  'q=austin',
  'q=dentist',
  'q=TX',
  'q=pediatrician%20austin',
  'q=Quiet',
  'q=78701',
  'group=healthcare',
  'q=speech%20therapy',
  'q=Texas',
  'q=weighted%20blankets',
  'q=haircut%20Chicago',
  'q=therapy&page=2',
].map((query) => `/api/providers/search?${query}`);

export type HttpOptions = { durationSeconds: number; connections: number };

async function waitForHealth(base: string, child: ChildProcess) {
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no answer from /api/health within 120 s');
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** A seeded database for the server: an embedded data directory, or a scratch PostgreSQL one. */
async function seededDatabase(mode: DbMode): Promise<{
  env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}> {
  if (mode === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-http-'));
    const database = await openDatabase({ mode: 'pglite', dataDir });
    await database.migrate();
    await seedDatabase(database.db);
    await database.close();
    return {
      env: { DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase('postgres');
  await seedDatabase(scratch.database.db);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${scratch.label}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-http-'));
  return {
    env: {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      AUTH_SECRET: 'http-bench-secret-0123456789abcdef0123456789',
    },
    drop: async () => {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/*
 * The load runs three ways per mode: as shipped (anonymous answers cached for a few seconds,
 * decision 033) with no Accept-Encoding, as the issue measured it; the same with the
 * Accept-Encoding a browser sends (answers compressed); and with the cache off
 * (SEARCH_CACHE_SECONDS=0), which is what every search the cache has not seen yet costs.
 */
const VARIANTS: {
  tag: string;
  env: NodeJS.ProcessEnv;
  headers: Record<string, string>;
  /** Only on these databases (several processes need PostgreSQL). */
  modes?: DbMode[];
}[] = [
  { tag: '', env: {}, headers: {} },
  { tag: ', br', env: {}, headers: { 'accept-encoding': 'br, gzip' } },
  { tag: ', uncached', env: { SEARCH_CACHE_SECONDS: '0' }, headers: {} },
  /* WEB_CONCURRENCY (decision 055): two server processes on the two cores, in the same run. */
  { tag: ', 2 processes', env: { WEB_CONCURRENCY: '2' }, headers: {}, modes: ['postgres'] },
  {
    tag: ', 2 processes, uncached',
    env: { WEB_CONCURRENCY: '2', SEARCH_CACHE_SECONDS: '0' },
    headers: {},
    modes: ['postgres'],
  },
];

export async function runHttp(mode: DbMode, opts: HttpOptions): Promise<string> {
  await buildIfStale();
  const database = await seededDatabase(mode);
  const lines: string[] = [];
  try {
    for (const variant of VARIANTS) {
      if (variant.modes && !variant.modes.includes(mode)) continue;
      console.log(
        `\n=== ${mode}${variant.tag}: HTTP, ${opts.connections} connections, ${opts.durationSeconds} s ===`,
      );
      lines.push(await loadOnce(mode, opts, database.env, variant));
    }
  } finally {
    await database.drop();
  }
  return lines.join('\n');
}

async function loadOnce(
  mode: DbMode,
  opts: HttpOptions,
  databaseEnv: NodeJS.ProcessEnv,
  variant: (typeof VARIANTS)[number],
): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'AUTH_SECRET',
    'LOG_LEVEL',
    'SEARCH_CACHE_SECONDS',
    'WEB_CONCURRENCY',
  ]) {
    delete env[name];
  }
  Object.assign(env, {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    SEED_ON_EMPTY: 'false',
    /* One address sends every request here: the per-IP search limit would refuse the load. */
    SEARCH_RATE_LIMIT_PER_MINUTE: '10000000',
    ...databaseEnv,
    ...variant.env,
  });
  const child = spawn(process.execPath, [serverBundle as string], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base, child);
    // Every search once, checked: the load must measure answers, not errors.
    for (const url of HTTP_SEARCHES) {
      const res = await fetch(base + url, { headers: { 'accept-encoding': 'br, gzip' } });
      const body = (await res.json()) as { results?: unknown[] };
      if (res.status !== 200 || !Array.isArray(body.results)) {
        throw new Error(`${url}: ${res.status}`);
      }
    }
    const requests = HTTP_SEARCHES.map((url) => ({ method: 'GET' as const, path: url }));
    const load = { url: base, connections: opts.connections, requests, headers: variant.headers };
    // A short warm-up (JIT, prepared statements on every pooled connection), then the run.
    await autocannon({ ...load, duration: Math.min(5, opts.durationSeconds) });
    const before = loadavg()[0]?.toFixed(1);
    const result = await autocannon({ ...load, duration: opts.durationSeconds });
    const bad = result.non2xx + result.errors - result.timeouts;
    console.log(
      `  ${result.requests.total} requests, ${bad} not 2xx or failed, ${result.timeouts} timed out (10 s); latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; load average ${before} before, ${loadavg()[0]?.toFixed(1)} after`,
    );
    if (bad > 0) throw new Error(`${bad} requests failed`);
    return `http search ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms (${opts.connections} connections, ${opts.durationSeconds} s) [${mode}${variant.tag}]`;
  } finally {
    await stop(child);
  }
}

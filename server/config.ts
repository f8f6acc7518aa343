import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Settings read from the environment. README's configuration table lists the same names. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SITE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_LINKS_IN_LOG: z.enum(['true', 'false']).optional(),
  MAIL_FROM: z.string().optional(),
  REDIS_URL: z.string().optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(8),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  SEED_ON_EMPTY: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  MAP_TILES_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/,
      'must be an http(s) tile URL with {z}, {x} and {y}',
    )
    .optional(),
  MAP_TILES_ATTRIBUTION: z.string().max(500).optional(),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  WEB_CONCURRENCY: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)], {
      error: "must be a whole number from 1 to 64, or 'auto'",
    })
    .default(1),
  STORAGE_URL: z
    .string()
    .regex(
      /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._-]+)*\/?$/,
      'must be s3://bucket or s3://bucket/prefix',
    )
    .optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

/** Where private files are kept: DATA_DIR/storage on disk (default), or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix inside the bucket, '' or ending in '/'. */
      prefix: string;
      /** An S3-compatible server's address; unset = AWS's own for the region. */
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's default credential chain (environment, profile, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export type Config = {
  env: 'development' | 'production' | 'test';
  /** Server processes sharing the port (WEB_CONCURRENCY; 'auto' = the machine's cores). */
  processes: number;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  /**
   * Whether a written mail's links are printed in the log (README's development promise): only
   * with mail going to DATA_DIR/mail, never in production; MAIL_LINKS_IN_LOG=false turns it off.
   */
  mailLinksInLog: boolean;
  mailFrom: string;
  redisUrl: string | undefined;
  seedOnEmpty: boolean;
  authRateLimit: { perIp: number; perEmail: number; windowMs: number };
  logLevel: string;
  /**
   * Which proxies may tell us the client's address (X-Forwarded-For), as Fastify's trustProxy:
   * false (nobody: the socket address is the client), a hop count, or proxy addresses / CIDRs.
   */
  trustProxy: false | number | string[];
  /** The search map's raster tiles (decision 030): URL template and attribution. */
  mapTiles: { url: string; attribution: string };
  /** How long an anonymous search answer is kept (decision 033); 0 turns the cache off. */
  searchCacheMs: number;
  /** Searches per IP address per minute, per search endpoint (decision 035). */
  searchRateLimitPerMinute: number;
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish before the exit (054). */
  shutdownGraceMs: number;
  /** Mean event-loop delay above which new requests get 503 with Retry-After; 0 = off (054). */
  overloadMaxEventLoopDelayMs: number;
  storage: StorageConfig;
  /** The bearer token /metrics asks for; unset, /metrics answers 404. */
  metricsToken: string | undefined;
};

export const defaultMapTilesUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const defaultMapTilesAttribution =
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The origin tiles are loaded from, for the CSP's img-src ('{s}.' subdomains as a wildcard). */
export function mapTilesOrigin(url: string): string {
  const origin = url.match(/^https?:\/\/[^/]+/)?.[0] ?? url;
  return origin.replace(/\{s\}/g, '*');
}

const GUIDANCE: Record<string, string> = {
  SITE_URL: 'Set SITE_URL to the public address of the site, e.g. https://calmpath.example.',
  AUTH_SECRET:
    'Set AUTH_SECRET to a random string of at least 32 characters, e.g. the output of `openssl rand -hex 32`.',
  DATABASE_URL:
    'Set DATABASE_URL to a PostgreSQL connection string, e.g. postgres://user:pass@host:5432/calmpath. The embedded database is for trying and development only.',
};

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function missing(name: string): never {
  throw new ConfigError(
    `Missing required environment variable: ${name}\n${GUIDANCE[name] ?? 'See the configuration table in README.md.'}`,
  );
}

/** Keeps one generated secret per embedded data directory so sessions survive restarts. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw invalid(name, String(issue?.message));
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const production = e.NODE_ENV === 'production';
  if (production) {
    if (!e.SITE_URL) missing('SITE_URL');
    if (!e.AUTH_SECRET) missing('AUTH_SECRET');
    if (!e.DATABASE_URL) missing('DATABASE_URL');
  }
  /* Demo data brings demo accounts with a published password: never on a real site. */
  if (production && e.SEED_ON_EMPTY === 'true') {
    throw invalid('SEED_ON_EMPTY', 'demo data is never loaded in production');
  }
  const dataDir = path.resolve(e.DATA_DIR);

  const processes = e.WEB_CONCURRENCY === 'auto' ? availableParallelism() : e.WEB_CONCURRENCY;
  if (processes > 1 && !e.DATABASE_URL) {
    throw invalid(
      'WEB_CONCURRENCY',
      `${processes} processes need DATABASE_URL: the embedded database can be opened by one process only`,
    );
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw invalid(
      e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  }
  return {
    env: e.NODE_ENV,
    processes,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET ?? embeddedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailLinksInLog: !production && !e.SMTP_URL && e.MAIL_LINKS_IN_LOG !== 'false',
    mailFrom: e.MAIL_FROM ?? 'CalmPath <no-reply@calmpath.local>',
    redisUrl: e.REDIS_URL,
    seedOnEmpty: e.SEED_ON_EMPTY ? e.SEED_ON_EMPTY === 'true' : !production && !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy,
    mapTiles: {
      url: e.MAP_TILES_URL ?? defaultMapTilesUrl,
      attribution: e.MAP_TILES_ATTRIBUTION ?? defaultMapTilesAttribution,
    },
    searchCacheMs: e.SEARCH_CACHE_SECONDS * 1000,
    searchRateLimitPerMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    /*
     * On in production only: elsewhere the embedded database runs its queries on the event loop
     * itself, so one long query or a seed reads as overload, and the test suites' servers, on a
     * busy 2-core machine, answered 503 to ordinary requests (decision 054).
     */
    overloadMaxEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS ?? (production ? 1000 : 0),
    storage: parseStorage(e),
    metricsToken: e.METRICS_TOKEN,
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
  };
}

function parseStorage(e: z.infer<typeof EnvSchema>): StorageConfig {
  if (!e.STORAGE_URL) return { kind: 'disk' };
  const [bucket = '', ...rest] = e.STORAGE_URL.slice('s3://'.length).split('/');
  /* A '..' segment would climb out of the prefix on servers that resolve it (s3rver did). */
  if (rest.some((segment) => segment === '.' || segment === '..')) {
    throw invalid('STORAGE_URL', 'must be s3://bucket or s3://bucket/prefix');
  }
  const prefixPath = rest.filter(Boolean).join('/');
  return {
    kind: 's3',
    bucket,
    prefix: prefixPath ? `${prefixPath}/` : '',
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

/* proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset trusts nobody (X-Forwarded-For is ignored, so it cannot be used to dodge
 * per-IP limits); a number trusts that many proxy hops in front of the server; otherwise a
 * comma-separated list of proxy addresses, CIDRs or proxy-addr's range names.
 */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops >= 1 && hops <= 10) return hops;
    throw invalid('TRUST_PROXY', 'a hop count must be between 1 and 10');
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined)
    throw invalid('TRUST_PROXY', `"${bad}" is not a hop count, an IP address or a CIDR`);
  return entries;
}

function invalid(name: string, message: string): ConfigError {
  return new ConfigError(
    `Invalid environment variable: ${name} (${message})\nSee the configuration table in README.md.`,
  );
}

/** For entry points: a bad configuration prints its message and exits instead of a stack trace. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

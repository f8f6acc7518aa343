import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifySchema, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DbMode, openDatabase } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { createTestDatabase } from './databases';

/** One method of one route as Fastify registered it. */
export type RegisteredRoute = { method: string; url: string; schema: FastifySchema | undefined };

export type TestApp = {
  app: FastifyInstance;
  /** Every route of the app, from Fastify's own onRoute hook: nothing can be left off. */
  routes: RegisteredRoute[];
  config: Config;
  mailDir: string;
  origin: string;
  cleanup(): Promise<void>;
};

/**
 * A real app on a fresh real database (PGlite in memory, or a throwaway PostgreSQL database).
 * With `databaseUrl` it opens pools of its own on that PostgreSQL database instead, which other
 * apps may share as other server processes would (closed, not dropped, by cleanup); `dataDir`
 * likewise may be shared (one machine), a new one by default.
 */
export async function createTestApp(
  mode: DbMode,
  opts: {
    env?: Record<string, string>;
    mailer?: Mailer;
    webRoot?: string;
    databaseUrl?: string;
    dataDir?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'calmpath-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    /*
     * Tests change the data directly between searches; the search cache (decision 033) has its
     * own tests (search-cache.test.ts), which turn it on.
     */
    SEARCH_CACHE_SECONDS: '0',
    /* Tests search far more often than a person; search-limits.test.ts checks the limit. */
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  });
  const { database, cleanup } = opts.databaseUrl
    ? await openShared(opts.databaseUrl)
    : await createTestDatabase(mode);
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    config,
    database,
    mailer: opts.mailer,
    /* API tests need no web app; a test of the served pages gives its own (webRoot). */
    serveWeb: opts.webRoot !== undefined,
    webRoot: opts.webRoot,
    logger: false,
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        /* Fastify adds a HEAD route beside every GET, answering as the GET does. */
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, schema: route.schema });
      }
    },
  });
  await app.ready();
  return {
    app,
    routes,
    config,
    mailDir: path.join(dataDir, 'mail'),
    origin: config.siteUrl,
    async cleanup() {
      await app.close();
      await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openShared(url: string) {
  const database = await openDatabase({ mode: 'postgres', url, poolSize: 4 });
  return { database, cleanup: () => database.close() };
}

export type StoredMail = {
  to: string;
  subject: string;
  text: string;
  links: string[];
  kind: string;
};

/** Mails the directory transport wrote, oldest first. */
export function readMails(mailDir: string): StoredMail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')) as StoredMail);
}

/** A tiny cookie jar for app.inject: keeps what Set-Cookie gave and sends it back. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: LightMyRequestResponse) {
    for (const c of response.cookies) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get size() {
    return this.cookies.size;
  }
}

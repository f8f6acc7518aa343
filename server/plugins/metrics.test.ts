import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { insertProvider } from '../features/providers/provider-factory';
import { createTestApp, type TestApp } from '../test/app';
import { MANY_REQUESTS_ENV, signUpConfirmed } from '../test/authz/fixture';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../test/databases';
import { waitForMail } from '../test/mail';
import { UNMATCHED_ROUTE } from './metrics';
import { signFileToken } from './storage';

const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The exposition format's samples (`name{a="b",c="d"} 1.5`), comments left out. */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });
}

const find = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

/** The one sample with this name and labels (0 when it does not exist yet). */
const sampleValue = (all: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = find(all, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name}`);
  return found[0]?.value ?? 0;
};

describe.each(testDatabaseModes())('/metrics (%s, decision 058)', (mode) => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    return samples(response.body);
  };

  beforeAll(async () => {
    t = await createTestApp(mode, {
      env: { ...MANY_REQUESTS_ENV, METRICS_TOKEN: TOKEN, SEARCH_CACHE_SECONDS: '30' },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it('refuses a scrape without the token, with a wrong one or in the wrong place: 401', async () => {
    const wrong = [
      {},
      bearer(`${TOKEN}x`),
      bearer(TOKEN.slice(0, -1)),
      bearer(`${TOKEN.slice(0, -1)}X`),
      bearer(''),
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    ];
    for (const headers of wrong) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('calmpath_');
    }
    const inQuery = await t.app.inject({ method: 'GET', url: `/metrics?token=${TOKEN}` });
    expect(inQuery.statusCode).toBe(401);
  });

  it('answers the token with the Prometheus text format, labelled by process', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    /* So a scraper's next connection may reach another process (decision 058). */
    expect(response.headers.connection).toBe('close');
    const all = samples(response.body);
    /* Event-loop delay, from Node's own monitor. */
    expect(find(all, 'nodejs_eventloop_lag_p99_seconds', { process: '1' })).toHaveLength(1);
    expect(all.every((s) => s.labels.process === '1')).toBe(true);
  });

  it('counts requests and their latency per route pattern, not per URL', async () => {
    const first = await insertProvider(t.app.database.db);
    const second = await insertProvider(t.app.database.db);
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/providers/:id', status: '200' };
    for (const id of [first, second]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/providers/${id}` });
      expect(response.statusCode).toBe(200);
    }
    for (const url of ['/api/no-such-thing', '/api/no-such-thing-either/12345']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const after = await scrape();
    const requests = 'calmpath_http_requests_total';
    expect(sampleValue(after, requests, labels) - sampleValue(before, requests, labels)).toBe(2);
    const unmatched = { method: 'GET', route: UNMATCHED_ROUTE, status: '404' };
    expect(sampleValue(after, requests, unmatched) - sampleValue(before, requests, unmatched)).toBe(
      2,
    );
    const count = 'calmpath_http_request_duration_seconds_count';
    const byRoute = { method: 'GET', route: '/api/providers/:id' };
    expect(sampleValue(after, count, byRoute) - sampleValue(before, count, byRoute)).toBe(2);
    expect(
      find(after, 'calmpath_http_request_duration_seconds_bucket', { ...byRoute, le: '+Inf' }),
    ).toHaveLength(1);
    /* No label anywhere carries a URL: neither provider id nor the unknown paths. */
    const routes = new Set(after.map((s) => s.labels.route).filter(Boolean));
    for (const route of routes) {
      expect(route).not.toMatch(new RegExp(`/(${first}|${second}|12345)(/|$)`));
      expect(route).not.toContain('no-such-thing');
    }
  });

  it("reports the outbox's depth and the age of its oldest waiting message", async () => {
    const db = t.app.database.db;
    await db.execute(sql`DELETE FROM mail_outbox`);
    const empty = await scrape();
    expect(sampleValue(empty, 'calmpath_outbox_queued_messages')).toBe(0);
    expect(sampleValue(empty, 'calmpath_outbox_oldest_queued_age_seconds')).toBe(0);
    await db.execute(sql`
      INSERT INTO mail_outbox (kind, to_address, subject, html, text, status, created_at)
      VALUES ('test', 'a@example.com', 's', 'h', 't', 'queued', now() - interval '120 seconds'),
             ('test', 'b@example.com', 's', 'h', 't', 'queued', now() - interval '5 seconds'),
             ('test', 'c@example.com', 's', 'h', 't', 'sent', now() - interval '1 hour'),
             ('test', 'd@example.com', 's', 'h', 't', 'failed', now() - interval '2 hours')`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const queued = await scrape();
    expect(sampleValue(queued, 'calmpath_outbox_queued_messages')).toBe(2);
    const age = sampleValue(queued, 'calmpath_outbox_oldest_queued_age_seconds');
    expect(age).toBeGreaterThanOrEqual(120);
    expect(age).toBeLessThan(180);
    await db.execute(sql`DELETE FROM mail_outbox`);
  });

  it('counts search cache hits and misses', async () => {
    const before = await scrape();
    const url = `/api/providers/search?q=${encodeURIComponent(`metrics ${mode}`)}`;
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const after = await scrape();
    const delta = (result: string) =>
      sampleValue(after, 'calmpath_search_cache_lookups_total', { result }) -
      sampleValue(before, 'calmpath_search_cache_lookups_total', { result });
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(2);
    expect(sampleValue(after, 'calmpath_search_cache_entries')).toBeGreaterThanOrEqual(1);
  });

  it.runIf(mode === 'postgres')("reports this process's database pools", async () => {
    const all = await scrape();
    for (const pool of ['main', 'search']) {
      expect(find(all, 'calmpath_db_pool_connections', { pool, state: 'idle' })).toHaveLength(1);
      expect(find(all, 'calmpath_db_pool_connections', { pool, state: 'in_use' })).toHaveLength(1);
      expect(find(all, 'calmpath_db_pool_waiting_requests', { pool })).toHaveLength(1);
    }
    /* The outbox query of this very scrape holds a main connection, or has just given it back. */
    const main = find(all, 'calmpath_db_pool_connections', { pool: 'main' });
    expect(main.reduce((sum, s) => sum + s.value, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe('/metrics without METRICS_TOKEN (decision 058)', () => {
  it('is not there: 404, whatever is presented', async () => {
    const t = await createTestApp('pglite');
    try {
      for (const headers of [{}, bearer(TOKEN)]) {
        const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
      }
      expect(t.routes.some((route) => route.url === '/metrics')).toBe(false);
    } finally {
      await t.cleanup();
    }
  });
});

describe('the request log: one line per request (decision 058)', () => {
  let database: TestDatabase;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-metrics-log-'));
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      METRICS_TOKEN: TOKEN,
      /* As in production: a written e-mail's links stay out of the log (README). */
      MAIL_LINKS_IN_LOG: 'false',
      ...MANY_REQUESTS_ENV,
    });
    const app = await buildApp({
      config,
      database: database.database,
      serveWeb: false,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
    t = {
      app,
      routes: [],
      config,
      mailDir: path.join(dataDir, 'mail'),
      origin: config.siteUrl,
      cleanup: async () => {},
    };
  }, 60_000);
  afterAll(async () => {
    await t?.app.close();
    await database?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const requestLines = () =>
    lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request completed');

  it('has the request id, method, route pattern, status and duration, and nothing else of the request', async () => {
    const id = await insertProvider(t.app.database.db);
    const before = requestLines().length;
    const response = await t.app.inject({ method: 'GET', url: `/api/providers/${id}?x=1` });
    expect(response.statusCode).toBe(200);
    const written = requestLines().slice(before);
    expect(written).toHaveLength(1);
    const [line] = written as [Record<string, unknown>];
    expect(line.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(line.route).toBe('/api/providers/:id');
    expect(line.res).toEqual({ statusCode: 200 });
    expect(typeof line.durationMs).toBe('number');
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(line.req).toMatchObject({ method: 'GET', url: `/api/providers/${id}?x=1` });
    /* No headers: no cookie, no Authorization, nothing a client chose to send. */
    for (const key of Object.keys(line.req as object)) {
      expect(['host', 'method', 'remoteAddress', 'remotePort', 'url']).toContain(key);
    }
    /* Another request, another id. */
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const [unmatched] = requestLines().slice(before + 1) as [Record<string, unknown>];
    expect(unmatched.reqId).not.toBe(line.reqId);
    expect(unmatched.route).toBe(UNMATCHED_ROUTE);
    expect(unmatched.res).toEqual({ statusCode: 404 });
  });

  it('never shows a session cookie, a reset token, a signed file link or the metrics token', async () => {
    const email = 'log-reader@example.com';
    const { cookie } = await signUpConfirmed(t, email, 'Log Reader');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);

    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: `${t.origin}/reset-password` },
      headers: { origin: t.origin },
    });
    expect(ask.statusCode).toBe(200);
    const mail = await waitForMail(t.mailDir, (m) => m.to === email && m.kind === 'reset-password');
    const link = new URL(mail.links[0] ?? '');
    const follow = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(follow.statusCode).toBe(302);
    const resetToken = new URL(follow.headers.location as string).searchParams.get('token');
    expect(resetToken).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'another-calm-pass-2', token: resetToken },
      headers: { origin: t.origin },
    });
    expect(reset.statusCode).toBe(200);

    const { token: fileToken } = await signFileToken(t.config.authSecret, 'f'.repeat(8), 60);
    await t.app.inject({
      method: 'GET',
      url: `/api/files/signed/${fileToken}`,
      headers: { cookie },
    });
    await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });

    const log = lines.join('');
    /* The requests were logged, their secrets hidden. */
    expect(log).toContain('"route":"/api/files/signed/*"');
    expect(log).toContain('/api/files/signed/[redacted]');
    expect(log).toContain('"route":"/metrics"');
    const sessionValues = cookie
      .split(';')
      .map((pair) => decodeURIComponent(pair.split('=').slice(1).join('=').trim()))
      .filter((value) => value.length > 0);
    expect(sessionValues.length).toBeGreaterThan(0);
    for (const secret of [...sessionValues, resetToken as string, fileToken, TOKEN]) {
      expect(log).not.toContain(secret);
    }
    /* The session token alone, without its signature, too. */
    for (const value of sessionValues) expect(log).not.toContain(value.split('.')[0] as string);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../../test/databases';
import { freePort } from '../../test/free-port';

/*
 * `/api/ready` (decision 054) on a real app and real dependencies: the database, Redis and the
 * private-file storage, each made unreachable for real (a closed TCP proxy, a port nobody
 * listens on, a storage folder replaced by a file).
 */

describe.each(testDatabaseModes())('readiness on %s', (mode) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(mode);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('answers 200 ready when the database and storage answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: 'ready',
      notReady: [],
      checks: { database: { ok: true }, storage: { ok: true } },
    });
    /* No Redis configured: not asked. */
    expect(res.json().checks.redis).toBeUndefined();
  });

  it('answers 503 naming the storage when it cannot be written, 200 once it can', async () => {
    const tempDir = path.join(t.config.dataDir, 'storage', '.tmp');
    await rm(tempDir, { recursive: true, force: true });
    writeFileSync(tempDir, 'not a folder');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not-ready', notReady: ['storage'] });
      expect(res.body).not.toContain(t.config.dataDir);
    } finally {
      rmSync(tempDir, { force: true });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 from the first shutdown signal on, while /api/health stays 200', async () => {
    t.app.readiness.shuttingDown = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not-ready', notReady: ['shutting-down'], checks: {} });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.shuttingDown = false;
    }
  });
});

describe('readiness with Redis', () => {
  it('answers 503 naming Redis when REDIS_URL points at nothing, without the address', async () => {
    const port = await freePort();
    const t = await createTestApp('pglite', {
      env: { REDIS_URL: `redis://:sekret-password@127.0.0.1:${port}` },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not-ready',
        notReady: ['redis'],
        checks: { database: { ok: true }, storage: { ok: true }, redis: { ok: false } },
      });
      expect(res.body).not.toContain(String(port));
      expect(res.body).not.toContain('sekret');
    } finally {
      await t.cleanup();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)('answers 200 when the configured Redis answers', async () => {
    const t = await createTestApp('pglite', { env: { REDIS_URL: redisUrl ?? '' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().checks.redis).toMatchObject({ ok: true });
    } finally {
      await t.cleanup();
    }
  });

  it.skipIf(!redisUrl)(
    'answers 503 while Redis is unreachable and 200 when it returns',
    async () => {
      const real = new URL(redisUrl ?? '');
      const port = await freePort();
      const proxy = await startProxy(port, {
        host: real.hostname,
        port: Number(real.port || 6379),
      });
      const proxied = new URL(real);
      proxied.host = `127.0.0.1:${port}`;
      const t = await createTestApp('pglite', { env: { REDIS_URL: proxied.toString() } });
      const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });
      try {
        expect((await ready()).statusCode).toBe(200);
        await proxy.stop();
        const down = await untilStatus(ready, 503);
        expect(down.json()).toMatchObject({ notReady: ['redis'] });
        await proxy.start();
        expect((await untilStatus(ready, 200)).statusCode).toBe(200);
      } finally {
        await t.cleanup();
        await proxy.stop();
      }
    },
    60_000,
  );
});

/** Asks until the answer has `status` (or 15 s have passed) and returns the last answer. */
async function untilStatus(ask: () => Promise<LightMyRequestResponse>, status: number) {
  const deadline = Date.now() + 15_000;
  let res = await ask();
  while (res.statusCode !== status && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    res = await ask();
  }
  return res;
}

/** A TCP proxy to PostgreSQL that the test can stop (dropping every connection) and start. */
async function startProxy(port: number, target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
    });
  await start();
  return { start, stop };
}

describe.skipIf(!testDatabaseModes().includes('postgres'))(
  'readiness while PostgreSQL goes away and comes back',
  () => {
    let testDb: TestDatabase;
    let app: FastifyInstance;
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let closeDatabase: () => Promise<void>;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-ready-'));
    const ready = () => app.inject({ method: 'GET', url: '/api/ready' });
    const until = (status: number) => untilStatus(ready, status);

    beforeAll(async () => {
      testDb = await createTestDatabase('postgres');
      const real = new URL(testDb.url ?? '');
      const port = await freePort();
      proxy = await startProxy(port, { host: real.hostname, port: Number(real.port || 5432) });
      const proxied = new URL(real);
      proxied.host = `127.0.0.1:${port}`;
      const database = await openDatabase({ mode: 'postgres', url: proxied.toString() });
      closeDatabase = () => database.close();
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: proxied.toString(),
      });
      app = await buildApp({ config, database, logger: false, serveWeb: false });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await proxy?.stop();
      await closeDatabase?.();
      await testDb?.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('503 naming the database while it is unreachable, 200 when it returns', async () => {
      expect((await ready()).statusCode).toBe(200);

      await proxy.stop();
      const down = await until(503);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        status: 'not-ready',
        notReady: ['database'],
        checks: { database: { ok: false }, storage: { ok: true } },
      });
      expect(down.body).not.toMatch(/postgres|127\.0\.0\.1/);

      await proxy.start();
      const up = await until(200);
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true } } });
    }, 60_000);
  },
);

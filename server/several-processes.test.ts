import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../common/contracts/providers';
import { type Db, MIGRATIONS_FOLDER, openDatabase } from './db/client';
import { mail_outbox, providers } from './db/schema';
import { enqueueMail } from './features/outbox/enqueue-mail';
import { insertProvider } from './features/providers/provider-factory';
import { createSearchCache } from './features/providers/search-cache';
import { startSearchCacheSync } from './features/providers/search-cache-sync';
import { grantRole } from './features/users/grant-role';
import { createOutboxWorker } from './jobs/outbox-worker';
import { createTestApp, type TestApp } from './test/app';
import { MANY_REQUESTS_ENV } from './test/authz/fixture';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from './test/databases';
import { insertReview } from './test/fixtures/admin';
import { SAMPLE_FILES, signedInUser, uploadReviewProof } from './test/fixtures/uploads';
import { freePort } from './test/free-port';
import { type SpawnedProcess, spawnedServerEnv, spawnServer } from './test/server-bundle';
import { smtpPeer } from './test/smtp-peer';

/**
 * Several processes on one PostgreSQL database (decision 055). Two apps, each
 * with its own pools, its own listening connection and its own data directory, stand for two
 * server processes: what one changes, the other's anonymous search cache drops within 100 ms;
 * a killed listening connection is made again and the cache starts empty; two processes
 * migrating a fresh database at once apply each migration once; a session made on one works on
 * the other; with REDIS_URL the search rate limit is one budget across both; with both outbox
 * workers running each mail goes out once; a file uploaded through one is served by the other when
 * they share DATA_DIR (one machine; across machines that needs object storage).
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/* Both processes sign sessions with the one secret, as a deployment must set (AUTH_SECRET). */
const AUTH_SECRET = randomBytes(32).toString('hex');

/** A server process of its own on the database at `url`: its own pools and listening connection. */
function startProcess(
  url: string,
  env: Record<string, string> = {},
  /* Processes on one machine may share one; by default each has its own. */
  dataDir?: string,
): Promise<TestApp> {
  return createTestApp('postgres', {
    databaseUrl: url,
    dataDir,
    env: { AUTH_SECRET, SEARCH_CACHE_SECONDS: '60', ...MANY_REQUESTS_ENV, ...env },
  });
}

async function waitFor(what: string, ok: () => boolean | Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > until) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The migrations table holds each migration of the journal once. */
async function expectEachMigrationAppliedOnce(db: Db) {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const applied = await db.execute<{ hash: string; n: number }>(
    sql`SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash`,
  );
  expect(applied.rows).toHaveLength(journal.entries.length);
  for (const row of applied.rows) expect(row.n).toBe(1);
}

describe.runIf(testDatabaseModes().includes('postgres'))('two processes on one PostgreSQL', () => {
  let scratch: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let providerId: number;
  let adminCookie: string;

  const search = async (t: TestApp, q: string) => {
    const res = await t.app.inject({ url: `/api/providers/search?${new URLSearchParams({ q })}` });
    expect(res.statusCode).toBe(200);
    return res.json() as SearchResponse;
  };
  const addPendingReview = () => insertReview(a.app.database.db, providerId);
  const approve = (reviewId: number) =>
    a.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${reviewId}/moderate`,
      payload: { status: 'approved' },
      headers: { origin: a.origin, cookie: adminCookie },
    });
  const reviewCount = async (t: TestApp) =>
    (await search(t, 'wombat')).results[0]?.total_review_count;

  beforeAll(async () => {
    scratch = await createTestDatabase('postgres');
    const url = scratch.url as string;
    [a, b] = await Promise.all([startProcess(url), startProcess(url)]);
    providerId = await insertProvider(a.app.database.db, {
      name: 'Wombat Gentle Pediatrics',
      category: 'Pediatrician',
      location: 'Austin, TX',
      zip_code: '78701',
    });
    const admin = await signedInUser(a, 'procs-admin@example.com');
    await grantRole(a.app.database.db, { email: 'procs-admin@example.com', role: 'admin' });
    adminCookie = admin.jar.header();
  });
  afterAll(async () => {
    await Promise.all([a?.cleanup(), b?.cleanup()]);
    await scratch?.cleanup();
  });

  it("a change made through one shows in the other's next anonymous search within 100 ms", async () => {
    expect(a.app.searchCacheSync?.listening).toBe(true);
    expect(b.app.searchCacheSync?.listening).toBe(true);
    /*
     * The sign-in in beforeAll went through A, and its notices may still be on their way to B on
     * a busy machine: B's cache is primed again until it stays primed, so a late notice cannot
     * empty it under the next step.
     */
    for (let i = 0; i < 30; i += 1) {
      await reviewCount(b);
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (b.app.searchCache.size > 0) break;
    }
    expect(await reviewCount(b)).toBe(0);
    /* B answers from its cache now: a change behind both servers' backs does not show. */
    await b.app.database.db
      .update(providers)
      .set({ name: 'Wombat Gentle Kids Pediatrics' })
      .where(eq(providers.id, providerId));
    expect((await search(b, 'wombat')).results[0]?.name).toBe('Wombat Gentle Pediatrics');
    expect(b.app.searchCache.size).toBeGreaterThan(0);

    const timings: number[] = [];
    for (let round = 1; round <= 5; round++) {
      const reviewId = await addPendingReview();
      expect(await reviewCount(b)).toBe(round - 1);
      const approved = await approve(reviewId);
      expect(approved.statusCode).toBe(200);
      const answered = performance.now();
      /* Polled with B's own searches: the first one that shows the review. */
      await waitFor('B to show the approved review', async () => (await reviewCount(b)) === round);
      timings.push(performance.now() - answered);
    }
    expect((await search(b, 'wombat')).results[0]?.name).toBe('Wombat Gentle Kids Pediatrics');
    console.log(
      `several processes: change through A shown in B's search after ${timings.map((t) => t.toFixed(1)).join(', ')} ms`,
    );
    for (const ms of timings) expect(ms).toBeLessThan(100);
  });

  it('a refused change tells nobody: the other keeps its answers', async () => {
    await search(b, 'wombat');
    const kept = b.app.searchCache.size;
    expect(kept).toBeGreaterThan(0);
    const refused = await a.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${await addPendingReview()}/moderate`,
      payload: { status: 'approved' },
      headers: { origin: a.origin },
    });
    expect(refused.statusCode).toBe(401);
    await new Promise((r) => setTimeout(r, 100));
    expect(b.app.searchCache.size).toBe(kept);
  });

  it('after its listening connection is killed, a process keeps nothing until it listens again, then starts empty', async () => {
    const sync = b.app.searchCacheSync;
    if (!sync) throw new Error('B has no search cache sync');
    await search(b, 'wombat');
    expect(b.app.searchCache.size).toBeGreaterThan(0);
    const pid = sync.backendPid;
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      const killed = await admin.query('SELECT pg_terminate_backend($1) AS ok', [pid]);
      expect(killed.rows[0]?.ok).toBe(true);
    } finally {
      await admin.end();
    }
    const killedAt = performance.now();
    await waitFor('B to notice', () => !sync.listening);
    expect(b.app.searchCache.size).toBe(0);
    /* Meanwhile nothing is kept: a change B could not hear of must not be hidden by its cache. */
    await search(b, 'wombat');
    if (!sync.listening) expect(b.app.searchCache.size).toBe(0);

    await waitFor('B to listen again', () => sync.listening && sync.connects === 2);
    const relistenMs = performance.now() - killedAt;
    expect(sync.backendPid).not.toBe(pid);
    expect(b.app.searchCache.size).toBe(0);
    console.log(`several processes: B listening again ${relistenMs.toFixed(0)} ms after the kill`);

    /* And it hears A again. */
    const before = (await reviewCount(b)) as number;
    expect(b.app.searchCache.size).toBeGreaterThan(0);
    expect((await approve(await addPendingReview())).statusCode).toBe(200);
    await waitFor(
      'B to show the review approved after it re-listened',
      async () => (await reviewCount(b)) === before + 1,
      100,
    );
  });

  it('a session made on one works on the other', async () => {
    const member = await signedInUser(a, 'procs-member@example.com');
    const me = await b.app.inject({ url: '/api/me', headers: { cookie: member.jar.header() } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { email: 'procs-member@example.com' } });
  });
});

describe.runIf(testDatabaseModes().includes('postgres'))('processes starting at once', () => {
  it('apply the migrations once on a fresh database, without an error', async () => {
    const scratch = await createTestDatabase('postgres', { migrate: false });
    const url = scratch.url as string;
    const starting = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ mode: 'postgres', url, poolSize: 2 })),
    );
    try {
      await Promise.all(starting.map((database) => database.migrate()));
      await expectEachMigrationAppliedOnce(scratch.database.db);
      /* A later start finds nothing to do. */
      await starting[0]?.migrate();
      await expectEachMigrationAppliedOnce(scratch.database.db);
    } finally {
      await Promise.all(starting.map((database) => database.close()));
      await scratch.cleanup();
    }
  });
});

describe.runIf(testDatabaseModes().includes('postgres'))('rate limits across processes', () => {
  it('with REDIS_URL, two processes share one search budget per visitor', async () => {
    const scratch = await createTestDatabase('postgres');
    const env = { REDIS_URL, SEARCH_RATE_LIMIT_PER_MINUTE: '4' };
    const [a, b] = await Promise.all([
      startProcess(scratch.url as string, env),
      startProcess(scratch.url as string, env),
    ]);
    try {
      /* A visitor address of its own, so runs never share a Redis counter. */
      const remoteAddress = `10.${randomBytes(3).join('.')}`;
      const get = (t: TestApp, q: string) =>
        t.app.inject({ url: `/api/providers/search?${new URLSearchParams({ q })}`, remoteAddress });
      const statuses = [];
      for (const [t, q] of [
        [a, 'one'],
        [b, 'two'],
        [a, 'three'],
        [b, 'four'],
        [a, 'five'],
        [b, 'six'],
      ] as const)
        statuses.push((await get(t, q)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await Promise.all([a.cleanup(), b.cleanup()]);
      await scratch.cleanup();
    }
  });
});

describe.runIf(testDatabaseModes().includes('postgres'))('shared work across processes', () => {
  let scratch: TestDatabase;
  let peer: ReturnType<typeof smtpPeer>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    scratch = await createTestDatabase('postgres');
    const port = await freePort();
    peer = smtpPeer(port);
    await peer.start();
    /* Two processes on one machine: one DATA_DIR, so one private-file store. */
    const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-procs-'));
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_RATE_LIMIT_PER_IP: '1000' };
    [a, b] = await Promise.all([
      startProcess(scratch.url as string, env, dataDir),
      startProcess(scratch.url as string, env, dataDir),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.cleanup(), b?.cleanup()]);
    await peer?.stop();
    await scratch?.cleanup();
  });

  it("sends each outbox mail exactly once with both processes' workers running", async () => {
    const log = { info() {}, warn() {}, error() {} };
    const workers = [a, b].map((t) =>
      createOutboxWorker({
        db: t.app.database.db,
        mailer: t.app.mailer,
        log,
        pollIntervalMs: 10,
        batchSize: 2,
      }),
    );
    const recipients = Array.from({ length: 30 }, (_, i) => `outbox${i}@example.com`);
    for (const w of workers) w.start();
    try {
      for (const [i, to] of recipients.entries()) {
        await enqueueMail((i % 2 ? a : b).app.database.db, {
          kind: 'test',
          to,
          subject: `Message ${i}`,
          text: 'Hello.',
          html: '<p>Hello.</p>',
        });
      }
      const mine = () => peer.received.flatMap((m) => m.to).filter((to) => to.startsWith('outbox'));
      await waitFor('every mail to be sent', () => mine().length >= recipients.length, 15_000);
      /* Time for a second send of any of them, had one been claimed twice. */
      await new Promise((r) => setTimeout(r, 300));
      expect(mine().sort()).toEqual([...recipients].sort());
      const rows = await a.app.database.db
        .select({ status: mail_outbox.status })
        .from(mail_outbox)
        .where(eq(mail_outbox.kind, 'test'));
      expect(rows.map((r) => r.status)).toEqual(recipients.map(() => 'sent'));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  });

  it('serves a file uploaded through one from the other (one DATA_DIR on one machine)', async () => {
    const robin = await signedInUser(a, 'procs-robin@example.com');
    const fileId = await uploadReviewProof(a, robin.jar);
    const link = await b.app.inject({
      url: `/api/files/${fileId}/link`,
      headers: { cookie: robin.jar.header() },
    });
    expect(link.statusCode).toBe(200);
    const file = await b.app.inject({ url: (link.json() as { url: string }).url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });
});

describe.runIf(testDatabaseModes().includes('postgres'))('two servers started at once', () => {
  it('both become ready on a fresh database, each migration applied once', async () => {
    const scratch = await createTestDatabase('postgres', { migrate: false });
    const servers: SpawnedProcess[] = [];
    const dirs: string[] = [];
    try {
      const ports = [await freePort(), await freePort()];
      for (const port of ports) {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-procs-'));
        dirs.push(dataDir);
        servers.push(
          await spawnServer(
            'several-processes',
            spawnedServerEnv(port, { DATA_DIR: dataDir, DATABASE_URL: scratch.url, AUTH_SECRET }),
          ),
        );
      }
      for (const [i, port] of ports.entries()) {
        const server = servers[i] as SpawnedProcess;
        await waitFor(
          `server ${i + 1} to be ready`,
          async () => {
            if (server.child.exitCode !== null) {
              throw new Error(
                `server ${i + 1} exited ${server.child.exitCode}: ${server.output()}`,
              );
            }
            const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
            return ready?.status === 200;
          },
          90_000,
        );
      }
      await expectEachMigrationAppliedOnce(scratch.database.db);
      for (const server of servers) expect(server.output()).not.toMatch(/error/i);
    } finally {
      await Promise.all(
        servers.map(({ child, exited }) => {
          if (child.exitCode === null) child.kill('SIGTERM');
          return exited;
        }),
      );
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      await scratch.cleanup();
    }
  }, 120_000);
});

/**
 * A TCP proxy to PostgreSQL that can go silent: while frozen it neither forwards nor closes
 * anything (a network that drops packets), and new connections hang the same way.
 */
async function freezableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let frozen = false;
  const server = createServer((inbound) => {
    const outbound = connect(Number(target.port || 5432), target.hostname);
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
      if (frozen) s.pause();
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: url.toString(),
    freeze() {
      frozen = true;
      for (const s of sockets) s.pause();
    },
    thaw() {
      frozen = false;
      for (const s of sockets) s.resume();
    },
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.runIf(testDatabaseModes().includes('postgres'))(
  'a listening connection gone silent',
  () => {
    it('is noticed by the heartbeat: the cache is held until a new connection listens', async () => {
      const scratch = await createTestDatabase('postgres');
      const proxy = await freezableProxy(new URL(scratch.url as string));
      const cache = createSearchCache({ ttlMs: 60_000 });
      const warnings: string[] = [];
      const sync = await startSearchCacheSync({
        url: proxy.url,
        db: scratch.database.db,
        cache,
        log: { warn: (_obj, msg) => warnings.push(msg), info() {} },
        heartbeatMs: 200,
      });
      try {
        expect(sync.listening).toBe(true);
        cache.set('q', { json: '{}' }, cache.generation());
        expect(cache.size).toBe(1);
        proxy.freeze();
        const frozeAt = performance.now();
        /* Nothing closes: only the heartbeat can tell. */
        await waitFor('the heartbeat to notice', () => !sync.listening, 2000);
        const noticedMs = performance.now() - frozeAt;
        expect(cache.size).toBe(0);
        cache.set('q', { json: '{}' }, cache.generation());
        expect(cache.size).toBe(0);
        proxy.thaw();
        await waitFor('a new connection to listen', () => sync.listening, 5000);
        expect(sync.connects).toBe(2);
        expect(warnings.length).toBeGreaterThan(0);
        console.log(
          `several processes: a silent connection noticed after ${noticedMs.toFixed(0)} ms`,
        );
      } finally {
        await sync.close();
        await proxy.stop();
        await scratch.cleanup();
      }
    }, 20_000);
  },
);

/*
 * An acknowledged write must survive the server process being killed outright, on the embedded
 * database and on PostgreSQL.
 *
 * In embedded mode an acknowledged write must survive the server process being killed outright
 * (SIGKILL: no shutdown hook, no PGlite close). We run the real server, sign up through the HTTP
 * API (which inserts a users row and, through the auth hook, a profiles row before it answers
 * 200), kill -9 the process right after the answer, and look for the rows in the data directory.
 *
 * What this does NOT cover: a power loss or OS crash. PGlite runs PostgreSQL with fsync=off (its
 * WASM file system treats fsync as a no-op), so a commit reaches the OS page cache but is not
 * forced to disk. A killed process loses nothing because the kernel still holds those pages; a
 * machine that loses power may lose recent commits or corrupt the data directory. See
 * docs/decisions/003-embedded-database.md: production runs on PostgreSQL.
 *
 * On PostgreSQL (when TEST_DATABASE_URL is set) the server is killed 10 times while several
 * clients sign up at once: every sign-up that was answered 200 must be in the database, with its
 * profile, after each kill. What the server never answered may or may not be there.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './db/client';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from './test/databases';
import { freePort } from './test/free-port';
import { spawnedServerEnv, spawnServer } from './test/server-bundle';

const ROUNDS = 5;
const POSTGRES_ROUNDS = 10;
const POSTGRES_WRITERS = 6;

type RunningServer = { child: ChildProcess; baseUrl: string; output: () => string };

async function startServer(dataDir: string, databaseUrl?: string): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { child, output } = await spawnServer(
    'durability',
    spawnedServerEnv(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      /* The load comes from one address; the limits are not what this test is about. */
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    }),
  );

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited before it was ready (${child.exitCode}):\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return { child, baseUrl, output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health within 60 s:\n${output()}`);
}

async function killHard(server: RunningServer) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGKILL');
  await exited;
}

describe('embedded database durability', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-durability-'));
  let current: RunningServer | undefined;

  afterAll(async () => {
    if (current) await killHard(current);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `keeps an acknowledged write after kill -9, ${ROUNDS} times in a row`,
    async () => {
      const acknowledged: string[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        current = await startServer(dataDir);
        const email = `durable-${round}@example.com`;
        const res = await fetch(`${current.baseUrl}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: current.baseUrl },
          body: JSON.stringify({ email, password: 'steady-password-1', name: `Round ${round}` }),
        });
        const body = await res.text();
        expect(res.status, `${body}\n${current.output()}`).toBe(200);
        expect(body).toContain(email);
        acknowledged.push(email);

        // Straight after the answer: no graceful shutdown, no chance to flush anything more.
        const killed = current.child;
        await killHard(current);
        expect(killed.signalCode).toBe('SIGKILL');
        current = undefined;

        // Read the data directory the killed server left behind (PGlite allows one process).
        const database = await openDatabase({
          mode: 'pglite',
          dataDir: path.join(dataDir, 'pglite'),
        });
        try {
          const found = await database.db.execute<{ email: string; has_profile: boolean }>(sql`
            select u.email, p.id is not null as has_profile
            from users u left join profiles p on p.id = u.id
            order by u.email`);
          expect(found.rows).toEqual(acknowledged.map((e) => ({ email: e, has_profile: true })));
        } finally {
          await database.close();
        }
      }

      // And the server starts again on the directory after the last kill.
      current = await startServer(dataDir);
      const health = await fetch(`${current.baseUrl}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: { mode: 'pglite' } });
    },
    5 * 60_000,
  );
});

/** Users (by e-mail) whose sign-up committed, and whether their profile row did too. */
async function signedUpUsers(db: Db) {
  const found = await db.execute<{ email: string; has_profile: boolean }>(sql`
    select u.email, p.id is not null as has_profile
    from users u left join profiles p on p.id = u.id`);
  return new Map(found.rows.map((r) => [r.email, r.has_profile]));
}

describe.skipIf(!testDatabaseModes().includes('postgres'))('PostgreSQL durability', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-durability-pg-'));
  let testDb: TestDatabase | undefined;
  let current: RunningServer | undefined;

  afterAll(async () => {
    if (current) await killHard(current);
    await testDb?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `keeps every acknowledged write through ${POSTGRES_ROUNDS} kill -9s under write load`,
    async () => {
      testDb = await createTestDatabase('postgres', { poolSize: 2 });
      const acknowledged: string[] = [];
      let sent = 0;
      for (let round = 1; round <= POSTGRES_ROUNDS; round++) {
        const server = await startServer(dataDir, testDb.url);
        current = server;
        let killed = false;
        const ackedThisRound: string[] = [];

        /* Several clients sign up back to back until the server dies under them. */
        const writer = async (w: number) => {
          for (let i = 0; !killed; i++) {
            const email = `load-${round}-${w}-${i}@example.com`;
            sent += 1;
            try {
              const res = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', origin: server.baseUrl },
                body: JSON.stringify({ email, password: 'steady-password-1', name: 'Load' }),
              });
              const body = await res.text();
              if (res.status === 200 && body.includes(email)) ackedThisRound.push(email);
              else if (!killed) throw new Error(`${res.status} ${body}\n${server.output()}`);
            } catch (err) {
              if (!killed) throw err;
            }
          }
        };
        const writers = Array.from({ length: POSTGRES_WRITERS }, (_, w) => writer(w));

        /* Kill once a few writes are in, at a random moment, with others still in flight. */
        while (ackedThisRound.length < 3) {
          if (server.child.exitCode !== null) throw new Error(`server died:\n${server.output()}`);
          await new Promise((r) => setTimeout(r, 20));
        }
        await new Promise((r) => setTimeout(r, Math.random() * 300));
        killed = true;
        await killHard(server);
        expect(server.child.signalCode).toBe('SIGKILL');
        current = undefined;
        await Promise.all(writers);
        acknowledged.push(...ackedThisRound);

        const stored = await signedUpUsers(testDb.database.db);
        const lost = acknowledged.filter((email) => stored.get(email) !== true);
        expect(lost, `round ${round}: acknowledged sign-ups missing after kill -9`).toEqual([]);
      }
      console.info(
        `PostgreSQL kill test: ${POSTGRES_ROUNDS} kills, ${acknowledged.length} acknowledged of ${sent} sign-ups sent, 0 lost`,
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(3 * POSTGRES_ROUNDS);

      current = await startServer(dataDir, testDb.url);
      const health = await fetch(`${current.baseUrl}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: { mode: 'postgres' } });
    },
    10 * 60_000,
  );
});

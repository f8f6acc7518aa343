/*
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
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { freePort } from './test/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUNDS = 5;

type RunningServer = { child: ChildProcess; baseUrl: string; output: () => string };

async function startServer(dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: baseUrl,
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'AUTH_SECRET']) delete env[name];

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited before it was ready (${child.exitCode}):\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return { child, baseUrl, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health within 60 s:\n${output}`);
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

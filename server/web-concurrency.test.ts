import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from './test/databases';
import { freePort } from './test/free-port';
import { spawnedServerEnv, spawnServer } from './test/server-bundle';

/* The server processes the first one forked (its children), by PID. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

describe('WEB_CONCURRENCY (decision 055)', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  let testDb: TestDatabase | undefined;
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await testDb?.cleanup();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const baseEnv = (port: number): NodeJS.ProcessEnv => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-processes-'));
    dirs.push(dataDir);
    return spawnedServerEnv(port, { DATA_DIR: dataDir });
  };
  const start = (env: NodeJS.ProcessEnv) => spawnServer('web-concurrency', env);

  it('reads a count or auto, and refuses several processes on the embedded database', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-processes-'));
    dirs.push(dataDir);
    const url = 'postgres://calmpath@db.example/calmpath';
    expect(loadConfig({ DATA_DIR: dataDir }).processes).toBe(1);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, WEB_CONCURRENCY: '4' }).processes,
    ).toBe(4);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, WEB_CONCURRENCY: 'auto' }).processes,
    ).toBeGreaterThanOrEqual(1);
    for (const bad of ['0', '65', 'two', '1.5']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: bad })).toThrow(
        /Invalid environment variable: WEB_CONCURRENCY/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' })).toThrow(
      'Invalid environment variable: WEB_CONCURRENCY (2 processes need DATABASE_URL: the embedded database can be opened by one process only)',
    );
  });

  it('stops at once with that message when asked for several processes on the embedded database', async () => {
    const server = await start({ ...baseEnv(await freePort()), WEB_CONCURRENCY: '2' });
    children.push(server.child);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('2 processes need DATABASE_URL');
  }, 60_000);

  it.runIf(testDatabaseModes().includes('postgres'))(
    'runs two server processes on one port and PostgreSQL, and stops them all on SIGTERM',
    async () => {
      testDb = await createTestDatabase('postgres', { poolSize: 2 });
      const port = await freePort();
      const server = await start({
        ...baseEnv(port),
        WEB_CONCURRENCY: '2',
        DATABASE_URL: testDb.url,
      });
      children.push(server.child);
      const pid = server.child.pid as number;
      const deadline = Date.now() + 90_000;
      /* Ready once both processes have started listening. */
      while (childrenOf(pid).length < 2 || !(await ready(port))) {
        if (server.child.exitCode !== null || Date.now() > deadline)
          throw new Error(server.output());
        await new Promise((r) => setTimeout(r, 200));
      }
      const workers = childrenOf(pid);
      expect(workers).toHaveLength(2);
      /* Both take requests: every answer is a 200, whichever process got the connection. */
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          fetch(`http://127.0.0.1:${port}/api/providers/search?q=dentist`, {
            headers: { connection: 'close' },
          }).then((r) => r.status),
        ),
      );
      expect(new Set(answers)).toEqual(new Set([200]));
      /* A process that dies is started again. */
      process.kill(workers[0] as number, 'SIGKILL');
      while (childrenOf(pid).length < 2 || childrenOf(pid).includes(workers[0] as number)) {
        if (Date.now() > deadline + 30_000) throw new Error(server.output());
        await new Promise((r) => setTimeout(r, 200));
      }
      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
      expect(childrenOf(pid)).toEqual([]);
    },
    180_000,
  );
});

async function ready(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/api/ready`).then(
    (r) => r.status === 200,
    () => false,
  );
}

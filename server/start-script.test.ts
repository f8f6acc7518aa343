import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { type SpawnedProcess, spawnCollecting } from './test/server-bundle';

/*
 * `npm start` as a newcomer runs it: a real process tree on a temporary embedded database. Stopping
 * it must stop everything it started (decision 022).
 */

/** Every process whose parent chain leads to `pid` (Linux /proc). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      /* Field 4 is the parent; field 2 (the name) may contain spaces, so split after ')'. */
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      /* gone meanwhile */
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

async function start(
  command: string[],
  env: Record<string, string>,
  port: number,
): Promise<SpawnedProcess> {
  const [cmd = 'node', ...args] = command;
  const started = spawnCollecting(cmd, args, {
    ...process.env,
    ...env,
    PORT: String(port),
    NODE_ENV: 'development',
  });
  const ready = await until(async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
    } catch {
      return false;
    }
  }, 170_000);
  expect(ready, started.output()).toBe(true);
  return started;
}

describe('npm start', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-start-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('SIGTERM to `npm start` stops the server too: no process is left', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, SEED_ON_EMPTY: 'false', LOG_FORMAT: 'pretty' };
    const started = await start(['npm', 'start', '--silent'], env, port);
    const pid = started.child.pid ?? 0;
    const tree = descendants(pid);
    expect(tree.length).toBeGreaterThan(0);

    /* Progress lines, not raw JSON, and one address: SITE_URL. */
    const lines = started.output().split('\n');
    expect(lines.some((l) => /^\d\d:\d\d:\d\d {2}Opening the embedded database/.test(l))).toBe(
      true,
    );
    expect(lines.some((l) => l.includes(`CalmPath is ready at http://localhost:${port}`))).toBe(
      true,
    );
    expect(started.output()).not.toContain('Server listening');
    expect(lines.filter((l) => l.startsWith('{'))).toEqual([]);

    process.kill(pid, 'SIGTERM');
    await started.exited;
    expect(await until(() => tree.every((p) => !alive(p)), 15_000)).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 200_000);

  it('SIGINT (Ctrl-C) to start.mjs stops the server, which shuts down cleanly; LOG_FORMAT=json keeps JSON', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, SEED_ON_EMPTY: 'false', LOG_FORMAT: 'json' };
    const started = await start(['node', 'scripts/start.mjs'], env, port);
    const tree = descendants(started.child.pid ?? 0);
    const ready = started
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string })
      .find((l) => l.msg.startsWith('CalmPath is ready'));
    expect(ready?.msg).toContain(`http://localhost:${port}`);

    started.child.kill('SIGINT');
    expect(await started.exited).toBe(0);
    expect(await until(() => tree.every((p) => !alive(p)), 15_000)).toBe(true);
    expect(started.output()).toContain('SIGINT: shutting down');
  }, 200_000);
});

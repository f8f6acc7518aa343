/*
 * Start-up time of a seeded embedded database: from spawning the server to the first 200 from
 * /api/health, the way `npm start` runs it (node dist/server/main.mjs, built by scripts/start.mjs).
 *
 *   npx tsx bench/startup.bench.ts [runs] [--compare-bundle]
 *
 * Then a phase profile in a fresh process (boot, module imports, config, PGlite open, migrations
 * check, app build incl. Better Auth, empty check, listen) to show where the time goes.
 *
 * Then the resident memory of the embedded server (the demo's 320 providers) after 200 searches,
 * as a line of its own (decision 022: at most 300 MB). `--memory` measures only that.
 *
 * --compare-bundle also times the same server precompiled with esbuild (into a temp directory;
 * nothing in the repo changes), interleaved with the tsx runs so machine load hits all alike:
 * "server code bundled" keeps node_modules external, "all bundled" inlines everything but PGlite.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error: plain ESM script without type declarations
import { buildIfStale } from '../scripts/start.mjs';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed/seed';
import { freePort } from '../server/test/free-port';
import { spawnedServerEnv } from '../server/test/server-bundle';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const COMPARE_BUNDLE = args.includes('--compare-bundle');
const MEMORY_ONLY = args.includes('--memory');
const MEMORY_TARGET_MB = 300;
const SEARCHES = 200;
const TSX_START = ['--import', 'tsx', 'server/main.ts'];
/* What `npm start` runs once its build step is current (scripts/start.mjs). */
const NPM_START = ['dist/server/main.mjs'];
const TARGET_MS = 3000;

/* npm start's own defaults: demo data on an empty embedded database (SEED_ON_EMPTY unset). */
const serverEnv = (dataDir: string, port: number) =>
  spawnedServerEnv(port, { DATA_DIR: dataDir, SEED_ON_EMPTY: undefined });

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/*
 * CPU time (user + system, all threads) the server used until it answered, from /proc on Linux.
 * It includes V8's background threads (WebAssembly tier-up of PGlite, GC, tsx's loader thread),
 * so it can exceed wall time; it compares variants' work, it is not an idle-machine wall time.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

type StartTime = { wall: number; cpu: number };

/** VmRSS (resident now) and VmHWM (the peak) of a process, in MB, from /proc on Linux. */
function residentMb(pid: number | undefined): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/* What visitors search: cities, states, ZIP codes, categories, name fragments, typos, quick groups, later pages. */
const SEARCH_MIX = [
  'q=Austin',
  'q=Denver',
  'q=Seattle',
  'q=Boston',
  'q=TX',
  'q=CO',
  'q=78701',
  'q=981',
  'q=Dentist',
  'q=Pediatrician',
  'q=barber',
  'q=day%20care',
  'q=calm',
  'q=sensory',
  'q=Austn',
  'q=Dentsit',
  'group=healthcare',
  'group=childcare',
  'q=Austin&page=2',
  'q=a',
  'q=therapy',
  'q=hair',
  'q=02',
  'q=Portland',
  'q=Chicago',
];

/** RSS of a fresh server once ready, and after SEARCHES searches (each query of the mix in turn). */
async function memoryAfterSearches(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, NPM_START, {
    cwd: ROOT,
    env: serverEnv(dataDir, port),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let ready = false; !ready; ) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      ready = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 50));
    }
    const atReady = residentMb(child.pid);
    let failures = 0;
    for (let i = 0; i < SEARCHES; i += 1) {
      const res = await fetch(`${base}/api/providers/search?${SEARCH_MIX[i % SEARCH_MIX.length]}`);
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
    }
    return { atReady, after: residentMb(child.pid), failures };
  } finally {
    await stop(child);
  }
}

/** Milliseconds from spawn to the first 200 from /api/health, and the CPU time spent until then. */
async function timeStart(dataDir: string, nodeArgs: string[] = NPM_START): Promise<StartTime> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env: serverEnv(dataDir, port),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (performance.now() - started < 60_000) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.status === 200) {
          return { wall: performance.now() - started, cpu: cpuMs(child.pid) };
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('no answer from /api/health within 60 s');
  } finally {
    await stop(child);
  }
}

/* Runs main.ts's steps one by one in a fresh process and reports each step's duration. */
const PROFILE_SCRIPT = `
const t0 = performance.now();
const marks = { boot: Math.round(t0) };
let t = t0;
const lap = (name) => { const now = performance.now(); marks[name] = Math.round(now - t); t = now; };
const [{ buildApp }, { loadConfig }, { databaseOptionsFrom, openDatabase }, { isDatabaseEmpty }] =
  await Promise.all([
    import('./server/app.ts'),
    import('./server/config.ts'),
    import('./server/db/client.ts'),
    import('./server/db/seed/seed.ts'),
  ]);
lap('imports');
const config = loadConfig();
lap('config');
const database = await openDatabase(databaseOptionsFrom(config));
lap('pgliteOpen');
await database.migrate();
lap('migrationsCheck');
const app = await buildApp({ config, database });
lap('buildApp');
await isDatabaseEmpty(database.db);
lap('emptyCheck');
await app.listen({ port: config.port, host: config.host });
lap('listen');
await app.inject({ method: 'GET', url: '/api/health' });
lap('firstHealth');
await app.close();
await database.close();
console.log(JSON.stringify(marks));
`;

async function profileOnce(dataDir: string): Promise<Record<string, number>> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', PROFILE_SCRIPT],
    { cwd: ROOT, env: serverEnv(dataDir, port), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout?.on('data', (c) => {
    out += c;
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`profile run exited with ${code}`);
  const total = Math.round(performance.now() - started);
  const marks = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, number>;
  return { ...marks, total };
}

async function timeBareNode(args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'ignore' });
  await once(child, 'exit');
  return performance.now() - started;
}

/*
 * Builds server/main.ts with esbuild into dir/a/b/ so that the import.meta.dirname-relative paths
 * (migrations beside client.ts, ../../dist/web) resolve through symlinks to the repo.
 */
function buildBundles(dir: string): { serverOnly: string; all: string } {
  const out = path.join(dir, 'a', 'b');
  mkdirSync(out, { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  symlinkSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'));
  symlinkSync(path.join(ROOT, 'server/db/migrations'), path.join(out, 'migrations'));
  const esbuild = path.join(ROOT, 'node_modules/.bin/esbuild');
  const common = [
    'server/main.ts',
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node20',
  ];
  const serverOnly = path.join(out, 'main-server-only.mjs');
  const all = path.join(out, 'main-all.mjs');
  const builds = [
    [...common, '--packages=external', `--outfile=${serverOnly}`],
    [
      ...common,
      '--external:@electric-sql/pglite',
      "--banner:js=import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      `--outfile=${all}`,
    ],
  ];
  for (const build of builds) {
    const result = spawnSync(esbuild, [...build, '--log-level=error'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('esbuild failed');
  }
  return { serverOnly, all };
}

function summary(times: StartTime[]) {
  const wall = times.map((t) => t.wall);
  const cpu = median(times.map((t) => t.cpu));
  return `wall min ${ms(Math.min(...wall))}, median ${ms(median(wall))}, max ${ms(Math.max(...wall))}; CPU median ${ms(cpu)}`;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const ms = (x: number) => `${Math.round(x)} ms`;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-startup-'));
  const bundleDir = mkdtempSync(path.join(tmpdir(), 'calmpath-startup-bundle-'));
  try {
    const seedStarted = performance.now();
    const database = await openDatabase({ mode: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    const counts = await seedDatabase(database.db);
    await database.close();
    console.log(`Seeded ${JSON.stringify(counts)} in ${ms(performance.now() - seedStarted)}`);

    // Build what npm start would build (web app, server bundle) so the runs measure only start-up.
    await buildIfStale();

    const memory = await memoryAfterSearches(dataDir);
    const mb = (x: number) => `${Math.round(x)} MB`;
    console.log(
      `resident memory (embedded, ${SEARCHES} searches): ready ${mb(memory.atReady.rss)}, after ${mb(memory.after.rss)}, peak ${mb(memory.after.peak)} (target ≤ ${MEMORY_TARGET_MB} MB: ${memory.after.rss <= MEMORY_TARGET_MB ? 'met' : 'MISSED'}${memory.failures ? `; ${memory.failures} searches failed` : ''})`,
    );
    if (MEMORY_ONLY) return;

    // One unmeasured start writes the auth secret and warms the OS file cache, as any second start.
    await timeStart(dataDir);

    const times: StartTime[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const t = await timeStart(dataDir);
      times.push(t);
      console.log(`run ${i}: ${ms(t.wall)} (CPU ${ms(t.cpu)})`);
    }
    const med = median(times.map((t) => t.wall));
    console.log(
      `\n${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; node ${process.version}`,
    );
    console.log(
      `spawn -> first 200 from /api/health over ${RUNS} runs: ${summary(times)} (target ≤ ${TARGET_MS} ms: ${med <= TARGET_MS ? 'met' : 'MISSED'})`,
    );

    console.log('\nWhere the time goes (median of 3 profiled starts, ms):');
    const bareNode = median([
      await timeBareNode(['-e', '0']),
      await timeBareNode(['-e', '0']),
      await timeBareNode(['-e', '0']),
    ]);
    const tsxNode = median([
      await timeBareNode(['--import', 'tsx', '-e', '0']),
      await timeBareNode(['--import', 'tsx', '-e', '0']),
      await timeBareNode(['--import', 'tsx', '-e', '0']),
    ]);
    const profiles = [
      await profileOnce(dataDir),
      await profileOnce(dataDir),
      await profileOnce(dataDir),
    ];
    const phases = Object.keys(profiles[0] ?? {}).filter((k) => k !== 'boot');
    const rows: [string, number][] = [
      ['node process, no code', bareNode],
      ['node + tsx loader registered', tsxNode],
      ['process boot until script runs', median(profiles.map((p) => p.boot ?? 0))],
      ...phases.map((k): [string, number] => [k, median(profiles.map((p) => p[k] ?? 0))]),
    ];
    for (const [name, value] of rows) console.log(`  ${name.padEnd(32)} ${ms(value)}`);

    if (COMPARE_BUNDLE) {
      const bundles = buildBundles(bundleDir);
      const variants: [string, string[]][] = [
        ['npm start (bundle, packages external)', NPM_START],
        ['through tsx (before)', TSX_START],
        ['server code bundled', [bundles.serverOnly]],
        ['all bundled but PGlite', [bundles.all]],
      ];
      const results = new Map<string, StartTime[]>(variants.map(([name]) => [name, []]));
      for (let i = 1; i <= RUNS; i++) {
        for (const [name, nodeArgs] of variants) {
          results.get(name)?.push(await timeStart(dataDir, nodeArgs));
        }
      }
      console.log(`\nPrecompiled comparison, ${RUNS} interleaved runs each:`);
      for (const [name, runs] of results) console.log(`  ${name.padEnd(24)} ${summary(runs)}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

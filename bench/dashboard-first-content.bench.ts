/*
 * First content of /admin and the business dashboard (decision 048): `npm run bench:first-content`.
 *
 *   npx tsx bench/dashboard-first-content.bench.ts [runs] [--postgres URL] [--waterfall]
 *     [--baseline DIR]
 *
 * Builds what is stale (scripts/start.mjs), starts `node dist/server/main.mjs` on a free port with
 * the demo data (a fresh embedded database; with --postgres or DATABASE_URL also a scratch
 * database on that PostgreSQL server, dropped afterwards), signs in once as the demo admin and once
 * as the demo business owner, then opens /admin and /provider/dashboard `runs` times each (default
 * 10), and two public pages for reference (/ and /trust-and-safety), in headless Chromium, each
 * in a fresh browser context (cold cache, signed-in cookie), and once more per run in the same
 * context (warm cache). It reports, from navigation start:
 *   - FCP, the browser's first contentful paint (the layout, maybe a spinner);
 *   - content, the first animation frame after the page's first real content entered the DOM:
 *     on /admin the review queue ('Pending reviews' heading, after the queue's data), on the
 *     dashboard the heading with the business's name (after its data); on a public page its h1.
 * Medians and p95 are printed; --waterfall prints one cold run's requests (start → end, ms).
 * It also times the pages' API calls directly (server time, no browser).
 * --baseline DIR: a second copy of the app (e.g. `git archive` of an older commit, with
 * node_modules linked in), built there and served beside this one (its own scratch database);
 * every run opens each page on both servers, one right after the other in alternating order, so
 * that before and after see the same load on a busy machine (rows marked 'baseline'). Results:
 * docs/performance.md "Admin and dashboard first content".
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
// @ts-expect-error: plain ESM script without type declarations
import { buildIfStale } from '../scripts/start.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/seed/seed';
import { freePort } from '../server/test/free-port';
import { spawnedServerEnv } from '../server/test/server-bundle';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET_MS = 500;

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    postgres: { type: 'string' },
    waterfall: { type: 'boolean', default: false },
    baseline: { type: 'string' },
  },
});
const RUNS = Number(positionals[0] ?? 10);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('runs must be a whole number ≥ 1');
const POSTGRES_URL = args.postgres ?? process.env.DATABASE_URL;
const BASELINE_ROOT = args.baseline ? path.resolve(args.baseline) : undefined;

const account = (id: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.id === id);
  if (!found) throw new Error(`demo account ${id} is missing from the seed`);
  return found;
};

type Target = {
  name: string;
  path: string;
  /** Who is signed in (null: nobody). */
  email: string | null;
  /** Runs in the page: true once the first real content is in the DOM. */
  contentProbe: string;
  /** The API calls the page needs, timed directly against the server. */
  api: string[];
};

const TARGETS: Target[] = [
  {
    name: '/admin',
    path: '/admin',
    email: account('demo-admin').email,
    contentProbe: `[...document.querySelectorAll('main h2')].some((h) => h.textContent === 'Pending reviews')`,
    /* The page's HTML too: a signed-in visitor's carries the first two (decision 048). */
    api: ['/api/me', '/api/admin/reviews/pending', '/admin'],
  },
  {
    name: 'dashboard',
    path: '/provider/dashboard',
    email: account('demo-owner').email,
    /* The h1 holds the business's name once its data arrived (never 'Business dashboard'). */
    contentProbe: `(() => { const h = document.querySelector('main h1'); return !!h && !!window.__fcExpect && h.textContent === window.__fcExpect; })()`,
    api: ['/api/me', '/api/business/providers', '/provider/dashboard'],
  },
  /* References: a public page in the entry, and one whose code is its own chunk. */
  {
    name: '/ (public)',
    path: '/',
    email: null,
    contentProbe: `!!document.querySelector('main h1')`,
    api: [],
  },
  {
    name: '/trust-and-safety (public)',
    path: '/trust-and-safety',
    email: null,
    contentProbe: `!!document.querySelector('main h1')`,
    api: [],
  },
];

/* Installed before any page script: records when the probe first holds, and the next frame. */
const initScript = (probe: string) => `
  window.__fc = { content: null, dom: null };
  new PerformanceObserver(() => {}).observe({ type: 'paint', buffered: true });
  const check = () => {
    if (window.__fc.dom !== null) return;
    let hit = false;
    try { hit = ${probe}; } catch { hit = false; }
    if (!hit) return;
    window.__fc.dom = performance.now();
    requestAnimationFrame((t) => { window.__fc.content = t; });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
`;

type Sample = { fcp: number; content: number; dom: number };
type Timing = { name: string; start: number; end: number };

const median = (xs: number[]) => percentile(xs, 50);
function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}
const ms = (n: number) => `${Math.round(n)}`;
const summary = (xs: number[]) =>
  `median ${ms(median(xs))} ms, p95 ${ms(percentile(xs, 95))} ms (min ${ms(Math.min(...xs))}, max ${ms(Math.max(...xs))})`;

async function startServer(root: string, dataDir: string, databaseUrl: string | undefined) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = spawnedServerEnv(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_FORMAT: 'json',
    SEED_ON_EMPTY: 'true',
    MAIL_LINKS_IN_LOG: 'false',
  });
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('no answer from /api/health within 600 s');
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** A signed-in browser state (its session cookie), from one sign-in. */
async function signedInState(browser: Browser, base: string, email: string) {
  const context = await browser.newContext();
  const res = await context.request.post(`${base}/api/auth/sign-in/email`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: base },
  });
  if (!res.ok()) throw new Error(`sign-in as ${email} failed: ${res.status()} ${await res.text()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measure(context: BrowserContext, url: string, target: Target, expect: string) {
  const page = await context.newPage();
  await page.addInitScript(`window.__fcExpect = ${JSON.stringify(expect)};`);
  await page.addInitScript(initScript(target.contentProbe));
  await page.goto(url, { waitUntil: 'commit' });
  /* The content's frame, and the paint entry (reported just after a paint). */
  await page.waitForFunction(
    () =>
      (window as { __fc?: { content: number | null } }).__fc?.content &&
      performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    {
      timeout: 20_000,
      polling: 50,
    },
  );
  const result = await page.evaluate(() => {
    const fc = (window as unknown as { __fc: { content: number; dom: number } }).__fc;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (r) => ({ name: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd }),
    );
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    requests.unshift({ name: '(document)', start: nav.startTime, end: nav.responseEnd });
    /* Content in the first painted frame is painted at FCP, not at that frame's start. */
    return { sample: { fcp, content: Math.max(fc.content, fcp), dom: fc.dom }, requests };
  });
  await page.close();
  return result as { sample: Sample; requests: Timing[] };
}

async function timeApi(base: string, cookie: string, apiPath: string, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i += 1) {
    const started = performance.now();
    const res = await fetch(`${base}${apiPath}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${apiPath} answered ${res.status}`);
    if (i >= 2) times.push(performance.now() - started);
  }
  return times;
}

type Server = { name: string; root: string; base: string; child: ChildProcess; dataDir: string };

async function runOn(label: string, databaseUrls: (string | undefined)[]) {
  const roots = BASELINE_ROOT ? [ROOT, BASELINE_ROOT] : [ROOT];
  const started = performance.now();
  /* One after the other: two first starts (initdb, the demo seed) at once time out on a busy machine. */
  const servers: Server[] = [];
  try {
    for (const [i, root] of roots.entries()) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-first-content-'));
      const name = i === 0 ? label : `${label} baseline`;
      servers.push({ name, root, dataDir, ...(await startServer(root, dataDir, databaseUrls[i])) });
    }
  } catch (error) {
    for (const server of servers) await stop(server.child);
    throw error;
  }
  console.log(
    `\n=== ${label}: ${servers.length === 1 ? 'server' : 'servers'} ready in ${ms(performance.now() - started)} ms (${servers.map((s) => s.base).join(', ')}) ===`,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: string[] = [];
  try {
    for (const target of TARGETS) {
      const setups = await Promise.all(servers.map((server) => setUp(browser, server, target)));
      const cold = setups.map((): Sample[] => []);
      const warm = setups.map((): Sample[] => []);
      const waterfalls = setups.map((): Timing[] => []);
      /* One unmeasured visit each: the server's first queries and the browser's process warm up. */
      for (const setup of setups) {
        const context = await browser.newContext({ storageState: setup.state });
        await measure(context, setup.url, target, setup.expect);
        await context.close();
      }
      for (let i = 0; i < RUNS; i += 1) {
        /* With a baseline, the two servers take turns going first. */
        const order = setups.map((_, k) => k);
        if (i % 2 === 1) order.reverse();
        for (const k of order) {
          const setup = setups[k] as (typeof setups)[number];
          const context = await browser.newContext({ storageState: setup.state });
          const first = await measure(context, setup.url, target, setup.expect);
          cold[k]?.push(first.sample);
          if (i === Math.floor(RUNS / 2)) waterfalls[k] = first.requests;
          warm[k]?.push((await measure(context, setup.url, target, setup.expect)).sample);
          await context.close();
        }
      }
      for (const [k, server] of servers.entries()) {
        report(server.name, target, cold[k] ?? [], warm[k] ?? [], rows);
        if (args.waterfall) {
          console.log(
            `  ${server.name} ${target.name}, one cold run's requests (ms from navigation start):`,
          );
          for (const r of (waterfalls[k] ?? []).sort((a, b) => a.start - b.start)) {
            console.log(`    ${ms(r.start).padStart(5)} → ${ms(r.end).padStart(5)}  ${r.name}`);
          }
        }
        const setup = setups[k] as (typeof setups)[number];
        for (const apiPath of target.api) {
          console.log(
            `  ${server.name} server ${apiPath}: ${summary(await timeApi(server.base, setup.cookie, apiPath, RUNS))}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) {
      await stop(server.child);
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

/** The signed-in state, cookie, address and expected heading for one page on one server. */
async function setUp(browser: Browser, server: Server, target: Target) {
  const state = target.email
    ? await signedInState(browser, server.base, target.email)
    : { cookies: [], origins: [] };
  const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  /* The dashboard's heading is the owner's first business (the page's default). */
  let expect = '';
  if (target.name === 'dashboard') {
    const res = await fetch(`${server.base}/api/business/providers`, { headers: { cookie } });
    const body = (await res.json()) as { providers: { name: string }[] };
    expect = body.providers[0]?.name ?? '';
    if (!expect) throw new Error('the demo owner has no business');
  }
  return { state, cookie, expect, url: `${server.base}${target.path}` };
}

function report(name: string, target: Target, cold: Sample[], warm: Sample[], rows: string[]) {
  const line = (kind: string, xs: Sample[]) => {
    const contentMedian = median(xs.map((s) => s.content));
    const verdict = contentMedian <= TARGET_MS ? 'met' : 'MISSED';
    return `  ${name} ${target.name} ${kind}: FCP ${summary(xs.map((s) => s.fcp))}\n  ${name} ${target.name} ${kind}: content ${summary(xs.map((s) => s.content))} (target ≤ ${TARGET_MS} ms: ${verdict})`;
  };
  console.log(line('cold', cold));
  console.log(line('warm', warm));
  const cell = (xs: number[]) => `${ms(median(xs))} / ${ms(percentile(xs, 95))}`;
  rows.push(
    `| ${name} | ${target.name} | ${cell(cold.map((s) => s.fcp))} | ${cell(cold.map((s) => s.content))} | ${cell(warm.map((s) => s.content))} |`,
  );
}

/* Scratch databases on the given PostgreSQL server (one per app), seeded by each server on its first start. */
async function withScratchPostgres<T>(
  adminUrl: string,
  count: number,
  fn: (urls: string[]) => Promise<T>,
) {
  const names = Array.from({ length: count }, (_, i) =>
    i === 0 ? 'calmpath_bench_first_content' : `calmpath_bench_first_content_${i}`,
  );
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of names) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
    return await fn(
      names.map((name) => {
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        return url.toString();
      }),
    );
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await buildIfStale();
if (BASELINE_ROOT) {
  /* The baseline builds what is stale in its own tree, with its own build script. */
  const built = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "await (await import('./scripts/start.mjs')).buildIfStale()"],
    { cwd: BASELINE_ROOT, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error(`the baseline in ${BASELINE_ROOT} did not build`);
}
console.log(
  `First content of /admin and the business dashboard, ${RUNS} runs each (load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})${BASELINE_ROOT ? `; baseline: ${BASELINE_ROOT}` : ''}`,
);
const table = [
  '| database | page | FCP cold median / p95 | content cold median / p95 | content warm median / p95 |',
  '| --- | --- | --- | --- | --- |',
  ...(await runOn('PGlite', [undefined, undefined])),
];
if (POSTGRES_URL) {
  table.push(
    ...(await withScratchPostgres(POSTGRES_URL, BASELINE_ROOT ? 2 : 1, (urls) =>
      runOn('PostgreSQL', urls),
    )),
  );
}
console.log(
  `\n${table.join('\n')}\n(ms from navigation start; load average now ${loadavg()[0]?.toFixed(1)})`,
);

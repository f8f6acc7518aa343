/*
 * First content of /admin and the business dashboard (decision 048): `npm run bench:first-content`.
 *
 *   npx tsx bench/dashboard-first-content.bench.ts [runs] [--postgres URL] [--waterfall]
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
 * It also times the pages' API calls directly (server time, no browser). Results:
 * docs/performance.md "Admin and dashboard first content".
 */
import { type ChildProcess, spawn } from 'node:child_process';
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

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET_MS = 500;

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    postgres: { type: 'string' },
    waterfall: { type: 'boolean', default: false },
  },
});
const RUNS = Number(positionals[0] ?? 10);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('runs must be a whole number ≥ 1');
const POSTGRES_URL = args.postgres ?? process.env.DATABASE_URL;

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
    api: ['/api/me', '/api/admin/reviews/pending'],
  },
  {
    name: 'dashboard',
    path: '/provider/dashboard',
    email: account('demo-owner').email,
    /* The h1 holds the business's name once its data arrived (never 'Business dashboard'). */
    contentProbe: `(() => { const h = document.querySelector('main h1'); return !!h && !!window.__fcExpect && h.textContent === window.__fcExpect; })()`,
    api: ['/api/me', '/api/business/providers'],
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

async function startServer(dataDir: string, databaseUrl: string | undefined) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    SEED_ON_EMPTY: 'true',
    MAIL_LINKS_IN_LOG: 'false',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'AUTH_SECRET']) delete env[name];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no answer from /api/health within 180 s');
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

async function runOn(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-first-content-'));
  const started = performance.now();
  const { child, base } = await startServer(dataDir, databaseUrl);
  console.log(
    `\n=== ${label}: server ready in ${ms(performance.now() - started)} ms (${base}) ===`,
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
      const state = target.email
        ? await signedInState(browser, base, target.email)
        : { cookies: [], origins: [] };
      const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      /* The dashboard's heading is the owner's first business (the page's default). */
      let expect = '';
      if (target.name === 'dashboard') {
        const res = await fetch(`${base}/api/business/providers`, { headers: { cookie } });
        const body = (await res.json()) as { providers: { name: string }[] };
        expect = body.providers[0]?.name ?? '';
        if (!expect) throw new Error('the demo owner has no business');
      }
      const url = `${base}${target.path}`;
      const cold: Sample[] = [];
      const warm: Sample[] = [];
      let waterfall: Timing[] = [];
      /* One unmeasured visit: the server's first queries and the browser's process warm up. */
      {
        const context = await browser.newContext({ storageState: state });
        await measure(context, url, target, expect);
        await context.close();
      }
      for (let i = 0; i < RUNS; i += 1) {
        const context = await browser.newContext({ storageState: state });
        const first = await measure(context, url, target, expect);
        cold.push(first.sample);
        if (i === Math.floor(RUNS / 2)) waterfall = first.requests;
        warm.push((await measure(context, url, target, expect)).sample);
        await context.close();
      }
      const line = (kind: string, xs: Sample[]) => {
        const contentMedian = median(xs.map((s) => s.content));
        const verdict = contentMedian <= TARGET_MS ? 'met' : 'MISSED';
        return `  ${target.name} ${kind}: FCP ${summary(xs.map((s) => s.fcp))}\n  ${target.name} ${kind}: content ${summary(xs.map((s) => s.content))} (target ≤ ${TARGET_MS} ms: ${verdict})`;
      };
      console.log(line('cold', cold));
      console.log(line('warm', warm));
      rows.push(
        `| ${label} | ${target.name} | ${ms(median(cold.map((s) => s.fcp)))} / ${ms(
          percentile(
            cold.map((s) => s.fcp),
            95,
          ),
        )} | ${ms(median(cold.map((s) => s.content)))} / ${ms(
          percentile(
            cold.map((s) => s.content),
            95,
          ),
        )} | ${ms(median(warm.map((s) => s.content)))} / ${ms(
          percentile(
            warm.map((s) => s.content),
            95,
          ),
        )} |`,
      );
      if (args.waterfall) {
        console.log(`  ${target.name}, one cold run's requests (ms from navigation start):`);
        for (const r of waterfall.sort((a, b) => a.start - b.start)) {
          console.log(`    ${ms(r.start).padStart(5)} → ${ms(r.end).padStart(5)}  ${r.name}`);
        }
      }
      for (const apiPath of target.api) {
        console.log(`  server ${apiPath}: ${summary(await timeApi(base, cookie, apiPath, RUNS))}`);
      }
    }
  } finally {
    await browser.close();
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/* A scratch database on the given PostgreSQL server, seeded by the server on its first start. */
async function withScratchPostgres<T>(adminUrl: string, fn: (url: string) => Promise<T>) {
  const name = 'calmpath_bench_first_content';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await buildIfStale();
console.log(
  `First content of /admin and the business dashboard, ${RUNS} runs each (load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
const table = [
  '| database | page | FCP cold median / p95 | content cold median / p95 | content warm median / p95 |',
  '| --- | --- | --- | --- | --- |',
  ...(await runOn('PGlite', undefined)),
];
if (POSTGRES_URL) {
  table.push(...(await withScratchPostgres(POSTGRES_URL, (url) => runOn('PostgreSQL', url))));
}
console.log(
  `\n${table.join('\n')}\n(ms from navigation start; load average now ${loadavg()[0]?.toFixed(1)})`,
);

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pathInLocale } from '../../common/i18n/locales';

/*
 * Mobile Lighthouse (its default: a mid-range phone, simulated slow 4G and 4x CPU slowdown)
 * against the e2e server (docs/performance.md, decisions 022, 034, 049). Accessibility, best
 * practices and SEO do not depend on machine load and must be 100 in every run. Performance does:
 * a busy machine only ever lowers a score, so the best run counts, and the runs stop at the first
 * that reaches the target (95): that run proves it, and more runs could only add time
 * (decision 049). Up to LIGHTHOUSE_RUNS (6: one at 4x, then up to five scaled to a slow
 * machine) runs are made on a page that has not reached it: on the 2-core CI machine one run in two
 * of a Spanish page scored under 90 with nothing changed (87–92 in one clean run), so four runs
 * left a page that scores 90–92 a one-in-sixteen chance of failing on noise alone.
 */
const ENGLISH_PAGES = ['/', '/?q=Austin', '/review'];
/* Each page's Spanish twin at /es (decision 062), held to the same targets: '/es', '/es?q=Austin'… */
const spanish = (page: string) => {
  const [pathname = '/', query] = page.split('?');
  const es = pathInLocale(pathname, 'es');
  return query ? `${es}?${query}` : es;
};
const PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map(spanish)];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 6);
const PERF_TARGET = 95;
/*
 * The floor every machine is held to: 90 (decision 049). It was 70 below a benchmarkIndex of
 * 3,000, so a fall from 98 to 71 passed on the machine CI runs on (clean-clone CI measured 97–98
 * there at an index of 2,460–2,906). LIGHTHOUSE_PERF_FLOOR may raise it, never lower it.
 */
const PERF_FLOOR = Math.max(90, Number(process.env.LIGHTHOUSE_PERF_FLOOR ?? 90));
/*
 * On a machine fast enough to judge it, as Lighthouse's own CPU benchmark
 * (`environment.benchmarkIndex`, the best of the runs) tells, the target itself is asserted: on
 * 2026-11-24 a machine at 3,100–3,500 scored the three pages 96–98 in every run.
 */
const FAST_MACHINE_INDEX = Number(process.env.LIGHTHOUSE_FAST_INDEX ?? 3000);
/*
 * Lighthouse's 4x CPU slowdown stands for a phone only on the machine it was tuned on: on a slower
 * one the same page's tasks take longer before they are multiplied (on 2026-11-26 the same build
 * scored /?q=Austin 96–98 at an index of 2,460–3,500 and 76–82 at 973–1,927, the session's start
 * and end alike). As Lighthouse's throttling guide advises, a run that falls short on a machine
 * below FAST_MACHINE_INDEX is followed by runs with the slowdown scaled to the machine
 * (4 × index / FAST_MACHINE_INDEX, at least 1), so every machine emulates the same phone and the
 * floor still catches a real fall (decision 049).
 */
const DEFAULT_CPU_SLOWDOWN = 4;
const cpuSlowdownFor = (benchmarkIndex: number) =>
  Math.max(
    1,
    Math.min(DEFAULT_CPU_SLOWDOWN, (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / FAST_MACHINE_INDEX),
  );
const CLS_MAX = 0.05;
const REPORT_DIR = path.resolve('.tmp/lighthouse');

test.describe.configure({ timeout: 240_000 });

test.beforeAll(() => mkdirSync(REPORT_DIR, { recursive: true }));

/*
 * A fresh browser for every run: a reused one sometimes loses the trace of the next navigation
 * (NO_NAVSTART). Such a tool failure is retried; it says nothing about the page.
 */
async function audit(url: string, cpuSlowdownMultiplier = DEFAULT_CPU_SLOWDOWN) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        throttling: { cpuSlowdownMultiplier },
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      if (!result.lhr.runtimeError || attempt === 3) return result.lhr;
    } finally {
      chrome.kill();
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

for (const page of PAGES) {
  test(`mobile Lighthouse on ${page}`, async ({ baseURL }) => {
    const url = new URL(page, baseURL).href;
    const runs: {
      perf: number;
      a11y: number;
      bp: number;
      seo: number;
      cls: number;
      lcp: number;
      fcp: number;
      tbt: number;
      benchmarkIndex: number;
      cpuSlowdown: number;
    }[] = [];
    let cpuSlowdown = DEFAULT_CPU_SLOWDOWN;
    for (let i = 0; i < RUNS; i += 1) {
      const lhr = await audit(url, cpuSlowdown);
      expect(lhr.runtimeError).toBeUndefined();
      const { categories, audits } = lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = (id: string) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
      runs.push({
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        cls: audits['cumulative-layout-shift']?.numericValue ?? 1,
        lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        fcp: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        cpuSlowdown: Math.round(cpuSlowdown * 100) / 100,
      });
      writeFileSync(
        path.join(REPORT_DIR, `${page.replace(/\W+/g, '_') || 'home'}-${i}.json`),
        JSON.stringify(lhr),
      );
      expect({ page, accessibility: failing('accessibility') }).toEqual({
        page,
        accessibility: [],
      });
      expect({ page, bestPractices: failing('best-practices') }).toEqual({
        page,
        bestPractices: [],
      });
      expect({ page, seo: failing('seo') }).toEqual({ page, seo: [] });
      /* This run proves the target: more runs could only cost time. */
      if (score('performance') >= PERF_TARGET) break;
      /* The next run emulates the same phone on this machine (the median index of the runs so far). */
      const index = median(runs.map((r) => r.benchmarkIndex));
      if (index < FAST_MACHINE_INDEX) cpuSlowdown = cpuSlowdownFor(index);
    }
    console.log(`lighthouse ${page}: ${JSON.stringify(runs)}`);
    for (const run of runs) {
      expect(run.a11y).toBe(100);
      expect(run.bp).toBe(100);
      expect(run.seo).toBe(100);
    }
    expect(median(runs.map((r) => r.cls))).toBeLessThan(CLS_MAX);
    const best = Math.max(...runs.map((r) => r.perf));
    /* The machine's speed as the runs measured it, the median as for the slowdown: one run's
     * index alone (1,595 to 2,699 in one set on this machine) says little. */
    const fast = median(runs.map((r) => r.benchmarkIndex)) >= FAST_MACHINE_INDEX;
    console.log(
      fast
        ? `lighthouse ${page}: machine fast enough (benchmarkIndex >= ${FAST_MACHINE_INDEX}): target ${PERF_TARGET} checked`
        : `lighthouse ${page}: machine below benchmarkIndex ${FAST_MACHINE_INDEX}: the floor ${PERF_FLOOR} checked`,
    );
    expect(best, `best mobile performance score on ${page}`).toBeGreaterThanOrEqual(
      fast ? PERF_TARGET : PERF_FLOOR,
    );
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';

/*
 * The first visit on a phone (decisions 022, 024): what the built app sends and how a direct visit
 * to a lazily loaded page looks while its code arrives. The size budgets are checked on the build
 * the e2e server serves (dist/web), so a change that grows the entry chunk past them fails CI.
 */
const DIST = path.resolve('dist/web');
/*
 * gzip -9 bytes. Raise only with a reason in docs/performance.md (decisions 022, 024). The
 * target is 120 KB for the home page; measured after decision 024: entry 91 KB, home 109 KB.
 */
const ENTRY_BUDGET = 120 * 1024;
/*
 * 2026-11-27 (decision 062): 123.6 KB in 24 files: the entry imports the app only once the page's
 * language is in place (a chunk of its own, hinted in the HTML), and the language link and
 * switcher with their words add about 1 KB (language 0.5, locale-links 0.4). Raised to 128 KB with
 * this reason (docs/performance.md); the 120 KB target stands.
 */
const HOME_JS_BUDGET = 128 * 1024;
/* A search also loads the result cards (the match-score popover waits for a tap): 116 KB measured. */
/* A search page also draws the filters panel (decision 030): 125.5 KB measured on 2026-11-23. */
/*
 * 2026-11-25: 131.3 KB measured on the build that landed that morning (the map's points on every
 * card, 'near me', chosen stars; decisions 039, 040, 043), 133.2 KB after that day's admin work
 * split lucide's core and the search vocabulary into chunks of their own. Raised to 135 KB with
 * the reason in docs/performance.md ("First load on a phone"); Lighthouse still asserts 95.
 */
/*
 * 2026-11-27 (decisions 062, 065): 144.8 KB measured. The line is read in the browser with its
 * Spanish words too (a parent may type "dentista" on an English page), the catalogue's display
 * names are message objects (common/messages/catalog.ts), the language link and the app's start
 * chunk. No English area is split out any more (common/i18n/translatable.ts). Raised to 146 KB
 * with this reason; to come back down, the Spanish vocabulary could load only with a Spanish line.
 */
/*
 * 2026-11-27, fourth session (decisions 067, 068, 073): 149.0 KB measured. The search page adds
 * the 'For your visit' filters, the answer's words in the page's language and the profile words'
 * messages on cards. Raised to 150 KB with this reason (docs/performance.md); to come back down,
 * the filters panel's visit group and the Spanish vocabulary could load after first paint.
 */
const SEARCH_JS_BUDGET = 150 * 1024;

/*
 * The home page's code: the entry, what index.html preloads beside it, and the app itself, which
 * the entry imports once the page's language is in place and the server hints in every page's HTML
 * (page-files.json's 'app/start'; decision 062).
 */
function homeScripts() {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = html.match(/<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/)?.[1];
  const preloads = [...html.matchAll(/rel="modulepreload"[^>]*href="\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  if (!entry) throw new Error('No entry script in dist/web/index.html');
  const pageFiles = JSON.parse(readFileSync(path.join(DIST, 'page-files.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  /* Its code: the list names the app's stylesheet too. */
  const app = (pageFiles['app/start'] ?? [])
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(1));
  if (app.length === 0) throw new Error("No 'app/start' in dist/web/page-files.json");
  return { entry: [entry, ...preloads], all: [...new Set([entry, ...preloads, ...app])] };
}
const gzipped = (file: string) =>
  gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;

test('the entry chunk and the home page JavaScript stay within their gzip budgets', () => {
  /* The entry with the files index.html preloads for it (its static imports: the bundler's runtime). */
  const { entry, all } = homeScripts();
  const entryBytes = entry.reduce((sum, file) => sum + gzipped(file), 0);
  const homeBytes = all.reduce((sum, file) => sum + gzipped(file), 0);
  console.log(
    `size budget: entry ${(entryBytes / 1024).toFixed(1)} KB gzip (budget ${ENTRY_BUDGET / 1024}), home JS ${(homeBytes / 1024).toFixed(1)} KB gzip in ${all.length} files (budget ${HOME_JS_BUDGET / 1024})`,
  );
  expect(entryBytes).toBeLessThanOrEqual(ENTRY_BUDGET);
  expect(homeBytes).toBeLessThanOrEqual(HOME_JS_BUDGET);
});

/** Every script the page fetched until the network went quiet, as gzip -9 bytes of the built file. */
async function scriptsLoadedBy(page: import('@playwright/test').Page, url: string) {
  const scripts = new Set<string>();
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (req.resourceType() === 'script' && pathname.startsWith('/assets/')) scripts.add(pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = [...scripts].map((p) => p.slice(1));
  return { files, bytes: files.reduce((sum, file) => sum + gzipped(file), 0) };
}

test('a first visit to the home page, with or without a search, loads at most 128 KB of JavaScript', async ({
  page,
}) => {
  const home = await scriptsLoadedBy(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  console.log(
    `home page loads ${(home.bytes / 1024).toFixed(1)} KB gzip in ${home.files.length} files`,
  );
  expect(home.bytes).toBeLessThanOrEqual(HOME_JS_BUDGET);
  /* Nothing behind a click comes along: the sign-in dialog, the account menu, sonner, the cards. */
  expect(
    home.files.filter((f) => /auth-dialog-content|user-menu|sonner|search-results/.test(f)),
  ).toEqual([]);

  await page.context().clearCookies();
  const fresh = await page.context().newPage();
  const search = await scriptsLoadedBy(fresh, '/?q=Austin');
  await expect(fresh.getByRole('heading', { name: /providers for “Austin”/ })).toBeVisible();
  console.log(
    `search page loads ${(search.bytes / 1024).toFixed(1)} KB gzip in ${search.files.length} files`,
  );
  expect(search.bytes).toBeLessThanOrEqual(SEARCH_JS_BUDGET);
});

test('the browser gets the entry chunk as brotli, cached for a year; the page revalidates', async ({
  request,
}) => {
  const [entry] = homeScripts().entry;
  const asset = await request.get(`/${entry}`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers().vary).toMatch(/accept-encoding/i);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const page = await request.get('/?q=Austin', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['cache-control']).toBe('no-cache');
});

test('a direct visit to a lazy page keeps header and footer while its code loads, without CSP reports', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  /* A blocked eval is reported as a violation event (and in Lighthouse), not always on the console. */
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const favicons: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/favicon.svg')) favicons.push(req.url());
  });
  /* Hold the review page's code back, as a slow phone network would. */
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/review-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/review', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  /* The footer starts below the first screen, so the page arriving cannot move it in view. */
  const footerTop = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? 0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
  /* The header's logo is drawn inline: the icon link is the only fetch of favicon.svg. */
  expect(favicons.length).toBeLessThanOrEqual(1);

  await page.goto('/suggest-business');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    problems.filter((p) =>
      /Content Security Policy|unsafe-eval|HydrateFallback|Permissions-Policy/i.test(p),
    ),
  ).toEqual([]);
});

/*
 * Decision 034: on a phone, a direct visit painted the layout with a spinner, then the page a
 * second render later, and the page's largest paint waited for that second render. Now the first
 * render waits (up to a second) for the page's code, which the router fetches while the entry
 * runs: React's first commit into #root already holds the page's heading, and the review page's
 * own chunk is small (its form is a chunk of its own).
 */
test('a direct visit to a lazy page paints the page itself first, not a spinner', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const first: string[] = [];
    Object.assign(window, { firstCommit: first });
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root || root.childElementCount === 0) return;
      first.push(root.querySelector('h1')?.textContent ?? '(no heading)');
      const statuses = [...root.querySelectorAll('[role="status"]')].map((s) => s.textContent);
      first.push(statuses.some((text) => text?.includes('Loading')) ? 'spinner' : 'no spinner');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const firstCommit = () =>
    page.evaluate(() => (window as unknown as { firstCommit: string[] }).firstCommit);
  for (const [path, heading] of [
    ['/review', 'Share your experience'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const [h1, spinner] = await firstCommit();
    expect({ path, h1 }).toEqual({ path, h1: heading });
    /* The review page may still wait for the session (its form's spinner), never for its code. */
    if (path === '/terms') expect(spinner).toBe('no spinner');
  }
});

/*
 * Decision 034: what the first paint does not need is asked for after it. On a direct visit to
 * a search the results' code, and on /review the form's code, start loading only once the page
 * has had its first contentful paint (Lighthouse counts earlier requests against that paint).
 */
test('the results and the review form load after the first paint, not before', async ({ page }) => {
  for (const [path, chunk] of [
    ['/?q=Austin', /\/assets\/refined-search-[^/]+\.js$/],
    ['/review', /\/assets\/review-form-[^/]+\.js$/],
  ] as const) {
    await page.goto(path);
    const timing = await page.waitForFunction((source) => {
      const pattern = new RegExp(source);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const script = performance
        .getEntriesByType('resource')
        .find((entry) => pattern.test(new URL(entry.name).pathname));
      return fcp !== undefined && script ? { fcp, chunkStart: script.startTime } : null;
    }, chunk.source);
    const { fcp, chunkStart } = (await timing.jsonValue()) as { fcp: number; chunkStart: number };
    expect(chunkStart, path).toBeGreaterThanOrEqual(fcp);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share your experience');
});

/*
 * After a deploy, a tab opened before it asks for page files that are gone. It loads the page
 * afresh once (lib/new-version.ts) instead of stopping at the error page; a file that stays
 * missing ends on the error page after that one reload, not in a loop.
 */
test.describe('a page file that is gone (a new version was deployed)', () => {
  const termsChunk = /\/assets\/terms-[^/]+\.js$/;
  const openTermsFromFooter = (page: Page) =>
    page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).first().click();

  test('the page loads afresh once and the visitor gets the page', async ({ page }) => {
    let refused = 0;
    await page.route(termsChunk, async (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto('/');
    await openTermsFromFooter(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page).toHaveURL(/\/terms$/);
    expect(refused).toBe(1);
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  });

  test('a file that stays missing ends on the error page after one reload', async ({ page }) => {
    await page.route(termsChunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto('/');
    await openTermsFromFooter(page);
    await expect(page.getByText('Unexpected Application Error!')).toBeVisible();
    await page.waitForTimeout(500);
    /* The first visit and one reload. */
    expect(documents).toBe(2);
  });
});

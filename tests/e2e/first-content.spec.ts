import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auth';

/*
 * Decision 048: a signed-in direct visit to /admin or the business dashboard finds the session
 * and the page's first data in its HTML, and the page's and tab's code named there. When the HTML
 * brings no data, the page asks for the session, the first data and (on /admin) the open tab's
 * code at once, beside the page's own code, not one after the other: those tests hold one of them
 * back until the others have been asked for (a page that still waited on it would never ask, and
 * the page would never show).
 */

async function signIn(page: Page, email: string, baseURL: string | undefined) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(res.ok()).toBe(true);
}

/** Paths the page has asked for so far. */
function requestLog(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return asked;
}

/** Holds the matching requests until `ready` holds (at most 10 s); records whether it did. */
async function holdUntil(page: Page, url: string | RegExp, ready: () => boolean) {
  const held = { released: 0, timedOut: 0 };
  await page.route(url, async (route) => {
    const until = Date.now() + 10_000;
    while (!ready() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    if (ready()) held.released += 1;
    else held.timedOut += 1;
    await route.continue();
  });
  return held;
}

/*
 * The page's own chunk is `admin-<8-character hash>.js` (admin-error-…, admin-queues-… are others);
 * common/messages/admin.ts makes a chunk of that name too, so every file matching it is held.
 */
const ADMIN_PAGE_CODE = /\/assets\/admin-[\w-]{8}\.js$/;
const MODERATION_TAB_CODE = /\/assets\/moderation-tab-[\w-]{8}\.js$/;

/** Serves the page's HTML without the data block the server put in (as for an older server). */
async function withoutPageData(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="first-view-data">[^<]*<\/script>/,
        '',
      );
      await route.fulfill({ response, body: html });
    },
  );
}

for (const visit of [
  { path: '/admin', email: 'admin@calmpath.local', data: '/api/admin/reviews/pending' },
  { path: '/provider/dashboard', email: 'owner@calmpath.local', data: '/api/business/providers' },
]) {
  test(`a signed-in direct visit to ${visit.path} asks for neither the session nor its data: the page brought both`, async ({
    page,
    baseURL,
  }) => {
    await signIn(page, visit.email, baseURL);
    const asked = requestLog(page);
    await page.goto(visit.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (visit.path === '/admin') {
      await expect(page.getByRole('heading', { name: 'Pending reviews' })).toBeVisible();
      await expect(page.locator('main article').first()).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Business dashboard');
    }
    expect(asked.filter((path) => path === '/api/me' || path === visit.data)).toEqual([]);
    /* The block was read once and removed. */
    await expect(page.locator('#first-view-data')).toHaveCount(0);
  });
}

test('without data in its HTML, a direct visit to /admin asks for the session and the review queue before the page has its code, and for the tab’s code before the session answers', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin@calmpath.local', baseURL);
  await withoutPageData(page, '/admin');
  const asked = requestLog(page);
  const pageCode = await holdUntil(
    page,
    ADMIN_PAGE_CODE,
    () => asked.includes('/api/me') && asked.includes('/api/admin/reviews/pending'),
  );
  const session = await holdUntil(page, '**/api/me', () =>
    asked.some((path) => MODERATION_TAB_CODE.test(path)),
  );

  await page.goto('/admin');

  await expect(page.getByRole('heading', { name: 'Pending reviews' })).toBeVisible();
  expect(pageCode.timedOut).toBe(0);
  expect(pageCode.released).toBeGreaterThan(0);
  expect(session.timedOut).toBe(0);
  expect(session.released).toBeGreaterThan(0);
});

test('without data in its HTML, a direct visit to the business dashboard asks for the session and the businesses before the page has its code', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'owner@calmpath.local', baseURL);
  await withoutPageData(page, '/provider/dashboard');
  const asked = requestLog(page);
  const pageCode = await holdUntil(
    page,
    /\/assets\/provider-dashboard-[\w-]{8}\.js$/,
    () => asked.includes('/api/me') && asked.includes('/api/business/providers'),
  );

  await page.goto('/provider/dashboard');

  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Business dashboard');
  expect(pageCode.timedOut).toBe(0);
  expect(pageCode.released).toBeGreaterThan(0);
});

/*
 * The HTML of a direct visit names the code its first view runs (`<link rel="modulepreload">`,
 * from the build's page-files.json) and its stylesheets (`<link rel="stylesheet">`), so the
 * browser fetches them beside the entry's files. Every code file or stylesheet asked for before
 * the content shows must be in the HTML, or be what a page fetches
 * once its first view is up: the account menu's (once the header knows someone is signed in) and
 * the dashboard's other tabs.
 */
const AFTER_FIRST_VIEW = [
  'features/auth/components/user-menu',
  'features/reviews/components/verified-reviewer-badge',
  'features/business/components/profile-form',
  'features/quiet-hours/components/quiet-hours-editor',
  'features/staff-training/components/staff-training-editor',
  'features/business/components/photos-section',
  'features/profile-photos/components/what-to-expect-story',
  'features/visit-messages/components/dashboard-messages',
  /* The review queue's dialogs, which only a click opens. */
  'features/admin/shared/components/confirm-dialog',
  'features/admin/moderation/components/bulk-decision-dialog',
];
for (const visit of [
  {
    path: '/admin',
    email: 'admin@calmpath.local',
    content: 'Pending reviews',
    tab: 'moderation-tab',
  },
  {
    path: '/admin?tab=photos',
    email: 'admin@calmpath.local',
    content: 'Photo moderation',
    tab: 'photos-tab',
  },
  {
    path: '/provider/dashboard',
    email: 'owner@calmpath.local',
    content: null,
    tab: 'provider-dashboard',
  },
  { path: '/trust-and-safety', email: null, content: null, tab: 'trust-and-safety' },
]) {
  test(`a direct visit to ${visit.path} finds every code file of its first view named in its HTML`, async ({
    page,
    baseURL,
  }) => {
    if (visit.email) await signIn(page, visit.email, baseURL);
    const html = await (await page.request.get(visit.path)).text();
    const inHtml = new Set(
      [...html.matchAll(/<(?:link|script)[^>]+(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
        (m) => m[1],
      ),
    );
    expect([...inHtml].some((file) => file?.includes(`/${visit.tab}-`))).toBe(true);
    const pageFiles = (await (await page.request.get('/page-files.json')).json()) as Record<
      string,
      string[]
    >;
    const later = new Set(AFTER_FIRST_VIEW.flatMap((module) => pageFiles[module] ?? []));
    const code: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\.(?:js|css)$/.test(pathname)) code.push(pathname);
    });

    await page.goto(visit.path);
    if (visit.content) {
      await expect(page.getByRole('heading', { name: visit.content })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Business dashboard');
    }
    const late = code.filter((file) => !inHtml.has(file) && !later.has(file));
    expect(late).toEqual([]);
  });
}

import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auth';

/*
 * Decision 048: a direct visit to /admin or the business dashboard asks for the session, the
 * page's first data and (on /admin) the open tab's code at once, beside the page's own code, not
 * one after the other. Each test holds one of them back until the others have been asked for: a
 * page that still waited on it would never ask, and the page would never show.
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

test('a direct visit to /admin asks for the session and the review queue before the page has its code, and for the tab’s code before the session answers', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin@calmpath.local', baseURL);
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

test('a direct visit to the business dashboard asks for the session and the businesses before the page has its code', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'owner@calmpath.local', baseURL);
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

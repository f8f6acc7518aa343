import { expect, type Page, test } from '@playwright/test';
import { NAV_MESSAGES as ES_NAV } from '../../common/messages/es/shared';
import { DEMO_PASSWORD } from './support/auth';
import { expectNoAxeViolations } from './support/page';
import { englishOnlyStrings, normalizeText } from './support/spanish-catalog';
import { englishOnPage, openSpanish } from './support/spanish-text';

/*
 * Signed-in pages say only Spanish too (decision 062): the member's, the business owner's and the
 * admin's pages at /es, 390 px wide, each tab opened, show no English catalog text of two words or
 * more whose Spanish differs, the same key check spanish-pages.spec.ts runs on public pages (the
 * reading lives in support/spanish-text.ts). People's own words (reviews, business names) are not
 * in the catalog, and a text the page marks lang="en" is left out.
 */

const WIDTH = 390;
const HEIGHT = 740;

/*
 * English a signed-in Spanish page still shows, each with where it comes from: the leaks this
 * spec found (2026-11-27) and that were not fixed by then. A text listed here is let through;
 * remove its entry once its source speaks Spanish. SPANISH_KNOWN_LEAKS=show lets them fail.
 */
const KNOWN_LEAKS: { texts: readonly string[]; source: string }[] = [];

const known = new Set(
  process.env.SPANISH_KNOWN_LEAKS === 'show'
    ? []
    : KNOWN_LEAKS.flatMap((leak) => leak.texts.map(normalizeText)),
);

let english = new Map<string, string>();

test.beforeAll(async () => {
  english = await englishOnlyStrings();
  expect(english.size).toBeGreaterThan(500);
});

async function signIn(page: Page, email: string) {
  /* The page is open on the site (beforeEach), so its address gives the origin to send. */
  const origin = new URL(page.url()).origin;
  const r = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin },
  });
  expect(r.ok(), `sign in as ${email}`).toBe(true);
}

async function expectSpanish(page: Page, where: string) {
  expect.soft(await englishOnPage(page, english, known), `English on ${where}`).toEqual([]);
}

/** Opens each tab of the page's first tablist in turn and checks each. */
async function everyTab(page: Page, where: string) {
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  expect(count, `tabs on ${where}`).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    const name = ((await tab.textContent()) ?? '').trim();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await expectSpanish(page, `${where}, tab "${name}"`);
  }
}

test.describe('signed in, in Spanish, at 390 px', () => {
  /* Many pages and tabs per account, each read and checked by axe. */
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    await page.goto('/es');
  });

  test('a member: account, favourites, my needs, my reviews, the review form', async ({ page }) => {
    await signIn(page, 'member@calmpath.local');
    for (const path of ['/es/account', '/es/favorites', '/es/my-needs', '/es/my-reviews']) {
      await openSpanish(page, path);
      await expectSpanish(page, path);
      await expectNoAxeViolations(page);
    }
    await openSpanish(page, '/es/review?provider=3');
    await expectSpanish(page, '/es/review?provider=3');
    await expectNoAxeViolations(page);
  });

  test("a business owner: the dashboard's tabs", async ({ page }) => {
    await signIn(page, 'owner@calmpath.local');
    await openSpanish(page, '/es/provider/dashboard');
    await expectSpanish(page, '/es/provider/dashboard');
    await expectNoAxeViolations(page);
    await everyTab(page, '/es/provider/dashboard');
  });

  test("an admin reaches the panel by the header's link from a Spanish page: its words came first", async ({
    page,
  }) => {
    /* The admin's words are a chunk of their own, loaded before the admin page's code runs. */
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'admin@calmpath.local');
    await openSpanish(page, '/es');
    await page.getByRole('link', { name: ES_NAV.admin, exact: true }).first().click();
    await expect(page).toHaveURL(/\/es\/admin/);
    await expect(page.getByRole('tablist').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectSpanish(page, '/es/admin, reached by a link');
    await everyTab(page, '/es/admin, reached by a link');
  });

  test("an admin: the admin panel's tabs", async ({ page }) => {
    await signIn(page, 'admin@calmpath.local');
    await openSpanish(page, '/es/admin');
    await expectSpanish(page, '/es/admin');
    await expectNoAxeViolations(page);
    await everyTab(page, '/es/admin');
  });
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { CALM_MODE_STORAGE_KEY } from '../../common/calm-mode';
import { CALM_MODE_MESSAGES } from '../../common/messages/shared';
import { DEMO_PASSWORD, signInWithDialog, signUpAndConfirm } from './support/auth';
import { uniqueEmail } from './support/mail';
import { expectNoAxeViolations, tabTo } from './support/page';
import { PUBLIC_ROUTES } from './support/routes';

/* Calm mode (decision 026). */

const SCREENSHOT_DIR = path.resolve('docs/screenshots');

const toggle = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: CALM_MODE_MESSAGES.toggle });
const calmAttribute = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-calm-mode'));

/** This 'device' starts with calm mode on, as if chosen on an earlier visit. */
const calmDevice = (page: Page) =>
  page.addInitScript((key) => localStorage.setItem(key, 'on'), CALM_MODE_STORAGE_KEY);

test('the toggle works by keyboard, is remembered after a reload and applies before the first paint', async ({
  page,
}) => {
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  await page.goto('/');
  expect(await calmAttribute(page)).toBeNull();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, toggle(page));
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: CALM_MODE_MESSAGES.on })).toBeAttached();
  expect(await calmAttribute(page)).toBe('on');
  /* One step larger: 18 px instead of 16 px. */
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
    '18px',
  );

  /* After a reload the attribute is there before any module runs: the inline script, allowed by the CSP. */
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.body !== null);
  expect(await calmAttribute(page)).toBe('on');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  expect(cspErrors).toEqual([]);

  await tabTo(page, toggle(page));
  await page.keyboard.press('Space');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status').filter({ hasText: CALM_MODE_MESSAGES.off })).toBeAttached();
  await page.reload();
  expect(await calmAttribute(page)).toBeNull();
});

test('calm mode stops motion and hides the promotional badges', async ({ page }) => {
  await page.goto('/?q=Austin');
  const promoted = page.locator('[data-promotional]');
  await expect(page.getByRole('article').first()).toBeVisible();
  const count = await promoted.count();
  expect(count).toBeGreaterThan(0);
  await expect(promoted.first()).toBeVisible();
  await toggle(page).click();
  for (let i = 0; i < count; i += 1) await expect(promoted.nth(i)).toBeHidden();
  const motion = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.className = 'animate-spin transition-colors';
    document.body.append(probe);
    const style = getComputedStyle(probe);
    const result = { animation: style.animationName, transition: style.transitionDuration };
    probe.remove();
    return result;
  });
  expect(motion).toEqual({ animation: 'none', transition: '0s' });
});

test('signed in, the choice follows the account to another device', async ({ browser }) => {
  const email = uniqueEmail('calm.account');
  const first = await browser.newContext();
  const a = await first.newPage();
  await signUpAndConfirm(a, email, 'calm-pass-123', 'Calm Robin');
  await a.goto('/');
  await toggle(a).click();
  await expect(toggle(a)).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() =>
      a.evaluate(() =>
        fetch('/api/me')
          .then((r) => r.json())
          .then((me) => me.profile.calmMode),
      ),
    )
    .toBe(true);
  await first.close();

  const second = await browser.newContext();
  const b = await second.newPage();
  await b.goto('/');
  await expect(toggle(b)).toHaveAttribute('aria-pressed', 'false');
  await signInWithDialog(b, email, 'calm-pass-123');
  await expect(toggle(b)).toHaveAttribute('aria-pressed', 'true');
  expect(await calmAttribute(b)).toBe('on');
  /* Remembered on this device too, so the next visit starts calm before sign-in is known. */
  await b.reload();
  expect(await calmAttribute(b)).toBe('on');
  await second.close();
});

/** The page's own content is there (a heading of any level: some pages open with a dialog). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible();
}

const SIGNED_IN_ROUTES = [
  '/my-reviews',
  '/account',
  '/onboarding',
  '/welcome',
  '/favorites',
  '/review',
];

test('axe finds nothing on every route with calm mode on', async ({ page }) => {
  test.setTimeout(300_000);
  await calmDevice(page);
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await settled(page);
    expect(await calmAttribute(page), route).toBe('on');
    await expectNoAxeViolations(page);
  }
  await page.goto('/');
  await signInWithDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
  for (const route of SIGNED_IN_ROUTES) {
    await page.goto(route);
    await settled(page);
    await expectNoAxeViolations(page);
  }
});

test('screenshots of three routes in both modes (docs/screenshots)', async ({ browser }) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const mode of ['default', 'calm'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    if (mode === 'calm') await calmDevice(page);
    for (const [name, route] of [
      ['home', '/'],
      ['search-austin', '/?q=Austin'],
      ['review', '/review'],
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (route.includes('q=')) await expect(page.getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${mode}.png`) });
    }
    await context.close();
  }
});

import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_ROUTES } from './support/routes';

/*
 * Decision 022: CLS below 0.05 on every route, not only the three Lighthouse audits. Each
 * public route is opened directly on a phone and on a desktop, over a slow connection (150 ms
 * round trips, 1.6 Mbit/s: Lighthouse's slow 4G), so the page's code, the session and the data
 * arrive one after another as on a phone; every layout shift from the start of the load until the
 * page has settled is added up (stricter than CLS, which takes the worst window of shifts).
 */
const ROUTES = [
  ...PUBLIC_ROUTES,
  '/?q=dentist+austin',
  '/providers/1',
  '/providers/1/prepare',
  '/admin',
];
const CLS_MAX = 0.05;

async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

async function layoutShift(page: Page, route: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible();
  /* Two frames more for whatever the last answer rendered. */
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`no route moves its layout while it loads (${device}, slow network)`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const state = { shifted: 0 };
      Object.defineProperty(window, 'shifted', { get: () => state.shifted });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) state.shifted += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await slowNetwork(page);
    const shifts: Record<string, number> = {};
    for (const route of ROUTES) shifts[route] = await layoutShift(page, route);
    console.log(`layout shift (${device}): ${JSON.stringify(shifts)}`);
    const moved = Object.entries(shifts).filter(([, value]) => value >= CLS_MAX);
    expect(moved).toEqual([]);
  });
}

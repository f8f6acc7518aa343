import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Fails on any WCAG 2.2 A/AA violation axe finds on the page as it stands. */
export async function expectNoAxeViolations(page: Page) {
  /*
   * Colours are judged at rest: a toast still fading in has, for a few frames, text lighter than
   * its final colour. Finite animations and transitions settle first (spinners run on).
   */
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
    .analyze();
  expect(results.violations).toEqual([]);
}

/** Presses Tab (only Tab) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The sonner toast whose title is exactly `title`. */
export const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });

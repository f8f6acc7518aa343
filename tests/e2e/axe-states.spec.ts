import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { expectNoAxeViolations, toast } from './support/page';

/*
 * Axe states the page-wide checks do not reach (toasts: decision 042). A toast is judged while it
 * is still coming in (expectNoAxeViolations waits for animations to end) and at rest; the shared
 * needs card with axe's best-practice rules as well (heading-order is one of them).
 */
test.describe.configure({ timeout: 120_000 });

const QUIET = 'Quiet Waiting Area';
const uniqueEmail = () =>
  `axe-states-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

/**
 * The next toast's animations stop a third of the way in, as soon as sonner starts them: what a
 * person sees on that frame is what axe judges. Its 5-second timer stops too (sonner pauses it
 * while the page is hidden, so the page says it is): on a loaded machine the toast once closed
 * before axe looked at it.
 */
async function freezeNextToastEntering(page: Page) {
  await page.evaluate(() => {
    const frozen = new MutationObserver(() => {
      if (!document.querySelector('[data-sonner-toast][data-mounted="true"]')) return;
      frozen.disconnect();
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 130;
      }
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
      document.documentElement.dataset.toastFrozen = 'true';
    });
    frozen.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

async function resumeAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.play();
    /* The document's own 'hidden' again (the prototype's getter). */
    delete (document as { hidden?: boolean }).hidden;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a toast meets contrast while it comes in and at rest', async ({ page }) => {
  await signUpAndConfirm(page, uniqueEmail(), 'axe-states-1', 'Tess Toast');
  await page.getByLabel('Zip Code').fill('78701');
  await page.getByLabel(QUIET).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('button', { name: 'Tess Toast' }).click();
  await page.getByRole('menuitem', { name: 'My needs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My needs' })).toBeVisible();

  await freezeNextToastEntering(page);
  await page.getByRole('button', { name: 'Save the card' }).click();
  await expect(page.locator('html[data-toast-frozen="true"]')).toHaveCount(1);
  const entering = toast(page, 'Your card has been saved.');
  await expect(entering).toBeVisible();
  /* On its way in nothing fades it: no animation or transition of the toast takes opacity below 1. */
  expect(
    await entering.evaluate((el) =>
      el
        .getAnimations()
        .flatMap((a) => (a.effect as KeyframeEffect | null)?.getKeyframes() ?? [])
        .some((k) => k.opacity !== undefined && Number(k.opacity) < 1),
    ),
  ).toBe(false);
  expect(await entering.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
    .include('[data-sonner-toaster]')
    .analyze();
  expect(results.violations).toEqual([]);

  await resumeAnimations(page);
  /* At rest: a fresh toast, kept up by pointing at it (sonner pauses its timer), judged again. */
  await page.getByRole('button', { name: 'Save the card' }).click();
  const resting = toast(page, 'Your card has been saved.').last();
  await resting.hover();
  await expectNoAxeViolations(page);
  await expect(resting).toBeVisible();
});

test('the shared needs card has no axe finding, best practices included (heading-order)', async ({
  page,
  browser,
}) => {
  await signUpAndConfirm(page, uniqueEmail(), 'axe-states-1', 'Nell Needs');
  await page.getByLabel('Zip Code').fill('78701');
  await page.getByLabel(QUIET).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto('/my-needs');
  await page.getByLabel('A note for the provider').fill('Loud sounds are hard. Please warn us.');
  await page.getByLabel('How to communicate').fill('Speak slowly and show pictures.');
  await page.getByRole('button', { name: 'Save the card' }).click();
  await expect(toast(page, 'Your card has been saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Create a share link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'What helps me' })).toBeVisible();
  await expect(
    visitor.getByRole('heading', { level: 2, name: 'How to talk with me:' }),
  ).toBeVisible();
  const results = await new AxeBuilder({ page: visitor }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await visitor.context().close();
});

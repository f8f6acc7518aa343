import { expect, type Page, test } from '@playwright/test';
import type { SearchResponse } from '../../common/contracts/providers';
import { CALM_MODE_MESSAGES } from '../../common/messages/shared';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { expectNoAxeViolations, tabTo, toast } from './support/page';

/*
 * On a phone (decision 024): results in view, a one-row header, honest numbers, and the small
 * things (undo, focus, toasts, titles). Phone-sized tests set their own viewport.
 */
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 360, height: 740 };
const PLACEHOLDER = 'Enter your ZIP code or city';
const MATCH_EXPLANATION =
  "This score shows how many of the provider's listed accommodations reviewers have confirmed: confirmed tags divided by listed tags, times 100%.";

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function search(page: Page, text: string) {
  await page.getByPlaceholder(PLACEHOLDER).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a search brings the first result card into the first screen', async ({ page }) => {
    await page.goto('/');
    await search(page, 'Austin');
    await expect(page.getByRole('heading', { name: /providers for “Austin”/ })).toBeFocused();
    const first = page.getByRole('article').first();
    await expect(first).toBeInViewport();
    /* The hero has shrunk to its title and the search box; its introduction is gone. */
    await expect(page.getByText('Doctors, dentists, barbers, day cares and more')).toHaveCount(0);
    /* A direct visit to a search starts with the results in view as well. */
    await page.goto('/?q=Austin');
    await expect(page.getByRole('article').first()).toBeInViewport();
  });

  test('with reduced motion the results come into view without a smooth scroll', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const behaviours: string[] = [];
    await page.exposeFunction('recordScroll', (b: string) => behaviours.push(b));
    await page.evaluate(() => {
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (
        this: Element,
        arg?: boolean | ScrollIntoViewOptions,
      ) {
        const behavior = typeof arg === 'object' ? (arg.behavior ?? 'auto') : 'auto';
        (window as unknown as { recordScroll(b: string): void }).recordScroll(behavior);
        original.call(this, arg);
      };
    });
    await search(page, 'Austin');
    await expect(page.getByRole('article').first()).toBeInViewport();
    expect(behaviours.filter((b) => b === 'smooth')).toEqual([]);
  });

  test('a tap opens the match-score explanation; a second tap closes it', async ({ page }) => {
    await page.goto('/?q=Austin');
    const score = page.getByRole('button', { name: /% match/ }).first();
    await expect(score).toHaveAttribute('aria-expanded', 'false');
    await score.tap();
    const explanation = page.getByRole('dialog', { name: 'About the match score' });
    await expect(explanation).toBeVisible();
    await expect(explanation).toHaveText(MATCH_EXPLANATION);
    await expect(score).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await score.tap();
    await expect(explanation).toBeHidden();
  });
});

test('the match-score explanation opens on hover and on keyboard focus, and Escape closes it', async ({
  page,
}) => {
  await page.goto('/?q=Austin');
  const score = page.getByRole('button', { name: /% match/ }).first();
  const explanation = page.getByRole('dialog', { name: 'About the match score' });
  await score.hover();
  await expect(explanation).toBeVisible();
  /* A click after the hover keeps it open rather than toggling it shut. */
  await score.click();
  await expect(explanation).toBeVisible();
  await page.mouse.move(0, 0);
  await page.keyboard.press('Escape');
  await expect(explanation).toBeHidden();

  await page.getByRole('heading', { name: /providers for “Austin”/ }).focus();
  await tabTo(page, score);
  await expect(explanation).toBeVisible();
  await expect(score).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(explanation).toBeHidden();
  await expect(score).toBeFocused();
});

test("search cards show the rating and review count, and 'No reviews yet' instead of '0% match'", async ({
  page,
  request,
}) => {
  /* Find a listed provider nobody has reviewed yet, and one that has reviews. */
  let unreviewed: SearchResponse['results'][number] | undefined;
  let reviewed: SearchResponse['results'][number] | undefined;
  for (const group of ['healthcare', 'personal-care', 'childcare', 'recreation', 'community']) {
    for (let p = 1; p <= 5 && !unreviewed; p += 1) {
      const answer = await request.get(`/api/providers/search?group=${group}&page=${p}`);
      const page_ = (await answer.json()) as SearchResponse;
      unreviewed ??= page_.results.find((r) => r.total_review_count === 0);
      reviewed ??= page_.results.find((r) => r.total_review_count > 1 && r.average_rating !== null);
      if (!page_.hasMore) break;
    }
    if (unreviewed && reviewed) break;
  }
  expect(unreviewed, 'the demo data lists a provider without reviews').toBeDefined();
  expect(reviewed).toBeDefined();
  if (!unreviewed || !reviewed) return;

  await page.goto(`/?${new URLSearchParams({ q: unreviewed.name })}`);
  const bare = page.getByRole('article', { name: unreviewed.name, exact: true });
  await expect(bare.getByText('No reviews yet')).toBeVisible();
  await expect(bare.getByText(/% match/)).toHaveCount(0);

  await page.goto(`/?${new URLSearchParams({ q: reviewed.name })}`);
  const rated = page.getByRole('article', { name: reviewed.name, exact: true });
  await expect(rated).toContainText(
    `${reviewed.average_rating?.toFixed(1)} out of 5 (${reviewed.total_review_count} reviews)`,
  );
  await expect(rated.getByRole('button', { name: /% match/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('at 360 px', () => {
  test.use({ viewport: NARROW, hasTouch: true, isMobile: true });

  test('the header is one row; its links sit in a menu that works by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = main(page);
    const logo = nav.getByRole('link', { name: 'CalmPath' });
    const menu = nav.getByRole('button', { name: 'Menu', exact: true });
    const signIn = nav.getByRole('button', { name: 'Sign In' });
    const boxes = await Promise.all([logo, menu, signIn].map((l) => l.boundingBox()));
    /* One row: every item's vertical middle within a few pixels of the others. */
    const middles = boxes.map((b) => Math.round((b?.y ?? 0) + (b?.height ?? 0) / 2));
    expect(Math.max(...middles) - Math.min(...middles), `middles ${middles}`).toBeLessThanOrEqual(
      4,
    );
    for (const box of boxes) expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await expect(nav.getByRole('link', { name: 'List Your Business' })).toBeHidden();
    await tabTo(page, menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'List Your Business' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Nominate a Business' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Nominate a Business' })).toBeHidden();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/suggest-business$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('calm mode is in the menu on a phone', async ({ page }) => {
    await page.goto('/');
    const nav = main(page);
    const menu = nav.getByRole('button', { name: 'Menu', exact: true });
    const calm = nav.getByRole('button', { name: CALM_MODE_MESSAGES.toggle });
    await expect(calm).toBeHidden();
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await tabTo(page, calm);
    await page.keyboard.press('Enter');
    await expect(calm).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.documentElement.dataset.calmMode)).toBe('on');
  });

  test('the signed-in header is one row too', async ({ page }) => {
    await page.goto('/');
    await signInWithDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
    const nav = main(page);
    const account = nav.getByRole('button', { name: /Account menu for/ });
    await expect(account).toBeVisible();
    const boxes = await Promise.all(
      [
        nav.getByRole('link', { name: 'CalmPath' }),
        nav.getByRole('button', { name: 'Menu', exact: true }),
        account,
      ].map((l) => l.boundingBox()),
    );
    const middles = boxes.map((b) => Math.round((b?.y ?? 0) + (b?.height ?? 0) / 2));
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  test('the search placeholder is readable in full', async ({ page }) => {
    await page.goto('/');
    const input = page.getByPlaceholder(PLACEHOLDER);
    const room = await input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(el.placeholder).width;
      const box =
        el.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight);
      return { text, box };
    });
    expect(room.text).toBeLessThanOrEqual(room.box);
    await expectNoAxeViolations(page);
  });
});

test('a quick category titles the page like a sentence', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Healthcare', exact: true }).click();
  await expect(page).toHaveTitle('Healthcare providers · CalmPath');
  await expect(page.getByRole('heading', { name: /providers for “Healthcare”/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('after signing in, focus is on the account menu, not the page body', async ({ page }) => {
  await page.goto('/');
  await signInWithDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
  const account = main(page).getByRole('button', { name: /Account menu for/ });
  await expect(account).toBeFocused();
  /* The menu opens from there by keyboard. */
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'My Favorites' })).toBeVisible();
  await page.keyboard.press('Escape');

  /* The same after the sign-in page. */
  await account.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  /*
   * Signed out once the header offers Sign In again: a page opened before the sign-out reached
   * the server would still come with the session in it (decision 048's first-view data).
   */
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();
  await page.goto('/auth?redirect=%2Fsuggest-business');
  await page.getByLabel('Email').fill('member@calmpath.local');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/suggest-business$/);
  await expect(main(page).getByRole('button', { name: /Account menu for/ })).toBeFocused();
});

test('every control shows a focus ring with 3:1 contrast, dark buttons included', async ({
  page,
}) => {
  await page.goto('/');
  const signIn = main(page).getByRole('button', { name: 'Sign In' });
  await tabTo(page, signIn);
  /* The ring's colour eases in (Tailwind's transition-colors includes outline-color): read it once there. */
  await signIn.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const ring = await signIn.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      width: Number.parseFloat(style.outlineWidth),
      offset: Number.parseFloat(style.outlineOffset),
      outline: style.outlineColor,
      band: style.boxShadow,
      button: style.backgroundColor,
    };
  });
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.offset).toBeGreaterThanOrEqual(2);
  /* A white band between the dark button and the dark ring. */
  expect(ring.band).toContain('rgb(255, 255, 255)');
  const parse = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const luminance = (c: string) => {
    const [r, g, b] = parse(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
  };
  /* Against the header's white surface and the page's off-white canvas. */
  expect(contrast(ring.outline, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
  expect(contrast(ring.outline, 'rgb(247, 245, 240)')).toBeGreaterThanOrEqual(3);
  /* And a control that used to hide it (a menu item) shows it too. */
  await page.goto('/?q=Austin');
  const score = page.getByRole('button', { name: /% match/ }).first();
  await page.getByRole('heading', { name: /providers for “Austin”/ }).focus();
  await tabTo(page, score);
  expect(await score.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
});

test('Undo in the toast restores a removed favourite; toasts never cover the header', async ({
  page,
}) => {
  /* A whole journey with toasts and axe: more than 30 s on a loaded two-core machine. */
  test.slow();
  await page.goto('/');
  await signInWithDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
  await search(page, 'Steady Steps');
  const card = page.getByRole('article', { name: 'Steady Steps Therapy Works' });
  const save = card.getByRole('button', { name: /Steady Steps Therapy Works/ });
  if ((await save.getAttribute('aria-pressed')) !== 'true') {
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
  }
  /* Removed from the search card, restored by Undo. */
  await save.click();
  const removed = toast(page, 'Removed from favorites');
  await expect(removed).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  const header = await page.locator('header').boundingBox();
  const box = await removed.boundingBox();
  expect((box?.y ?? 0) > (header?.y ?? 0) + (header?.height ?? 0)).toBe(true);
  await removed.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Restored to favorites')).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  /* Removed on My Favorites, restored by Undo. */
  await page.goto('/favorites');
  const remove = page.getByRole('button', {
    name: 'Remove Steady Steps Therapy Works from favorites',
  });
  await remove.click();
  await expect(remove).toHaveCount(0);
  /* The button went with its card: focus is on the heading with the count, not on the body. */
  await expect(page.getByRole('heading', { level: 1, name: /My Favorites/ })).toBeFocused();
  await toast(page, 'Removed from favorites').getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByRole('button', { name: 'Remove Steady Steps Therapy Works from favorites' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Remove Steady Steps Therapy Works from favorites' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Suggest a Business: 'Back' returns where the visitor came from", async ({ page }) => {
  await page.goto('/?q=Austin');
  await main(page).getByRole('link', { name: 'Nominate a Business' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suggest a Business' })).toBeVisible();
  await expect(page.getByLabel("The business's category")).toHaveCount(0);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/\?q=Austin$/);
  /* Opened on its own (a new tab from the review form) it leads to the review form. */
  await page.goto('/suggest-business');
  await expect(page.getByRole('link', { name: 'Back to Review' })).toHaveAttribute(
    'href',
    '/review',
  );
  await page
    .getByLabel('Business Category', { exact: true })
    .selectOption('Other (please specify)');
  await expect(page.getByLabel("The business's category")).toBeVisible();
  await expectNoAxeViolations(page);
});

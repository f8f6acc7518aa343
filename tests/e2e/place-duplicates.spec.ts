import { expect, test } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { expectNoAxeViolations, tabTo, toast } from './support/page';

/*
 * Possible duplicate places (decision 063): on a phone, an admin finds two
 * listings of one place among the listed places, chooses which stays and merges them with the
 * keyboard alone; the removed listing's address then leads to the one that stayed.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('an admin merges a pair of look-alike places by keyboard at 390 px, and the old address leads to the survivor', async ({
  page,
}) => {
  test.setTimeout(90_000);
  /* Two suggestions of one place: the same name in the same ZIP code, different phones. */
  const name = `Maple Kids Cuts ${Date.now().toString(36)}`;
  const ids: number[] = [];
  for (const phone of ['(802) 555-0911', '(802) 555-0922']) {
    const r = await page.request.post('/api/provider-suggestions', {
      headers: { origin: E2E_ORIGIN },
      data: {
        name,
        category: 'Hair Stylist / Barber',
        address: '9 Maple St, Burlington, VT',
        zipCode: '05401',
        phone,
        website: '',
        accommodations: [],
      },
    });
    expect(r.status()).toBe(201);
    ids.push((await r.json()).id);
  }
  const [first = 0, second = 0] = ids.sort((a, b) => a - b);

  await page.goto('/');
  await signInWithDialog(page, 'admin@calmpath.local', DEMO_PASSWORD);
  await page.goto('/admin?tab=duplicates');
  const section = page.getByRole('region', { name: 'Possible duplicate places' });
  await expect(section).toBeVisible();

  const scan = section.getByRole('button', { name: 'Look among listed places' });
  await tabTo(page, scan);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Search finished')).toBeVisible();

  const pair = section.getByRole('article', { name: `${name} or ${name}` });
  await expect(pair).toBeVisible();
  await expect(pair.getByText('Same name in the same ZIP code')).toBeVisible();
  await expect(pair.getByText('(802) 555-0911')).toBeVisible();
  await expect(pair.getByText('(802) 555-0922')).toBeVisible();
  await expectNoAxeViolations(page);
  /* Nothing is wider than the phone. */
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  /* The form proposes the first; the admin keeps the second: arrow keys move the choice. */
  const keepFirst = pair.getByRole('radio', { name: `${name} · Place #${first}` });
  const keepSecond = pair.getByRole('radio', { name: `${name} · Place #${second}` });
  await expect(keepFirst).toBeChecked();
  await tabTo(page, keepFirst);
  await page.keyboard.press('ArrowDown');
  await expect(keepSecond).toBeChecked();

  await tabTo(page, pair.getByRole('button', { name: /^Merge/ }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `Merge into ${name} (Place #${second})?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`${name} (Place #${first}) becomes part of`)).toBeVisible();
  /* Cancel has the focus first: Enter now would change nothing. */
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Merge' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Places merged')).toBeVisible();
  await expect(pair).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Possible duplicate places' })).toBeFocused();

  /* The removed listing's page leads to the one that stayed. */
  const old = await page.request.get(`/providers/${first}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/providers/${second}`);
  await page.goto(`/providers/${first}`);
  await expect(page).toHaveURL(new RegExp(`/providers/${second}$`));
});

import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/* Filters, 'within N miles of ZIP' and the map (decision 030), on the demo data. */

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();

/* Several searches per test on a shared machine. */
test.setTimeout(90_000);

/* The test machine has no network: make that explicit, and the same everywhere. */
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test('narrows a search by distance, accommodation and order with the keyboard alone; the URL keeps it', async ({
  page,
}) => {
  await page.goto('/?q=austin');
  const filters = page.getByRole('region', { name: 'Narrow your results' });
  await expect(filters).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  const zip = filters.getByRole('textbox', { name: 'Near ZIP code' });
  await zip.focus();
  await page.keyboard.type('78701');
  await page.keyboard.press('Tab');
  const distance = filters.getByRole('combobox', { name: 'Distance' });
  await expect(distance).toBeFocused();
  await expect(distance).toHaveValue('10');
  await page.keyboard.press('ArrowDown');
  await expect(distance).toHaveValue('25');
  await page.keyboard.press('Tab');
  await expect(filters.getByRole('button', { name: 'Search near this ZIP' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/near=78701/);
  await expect(page).toHaveURL(/within=25/);
  await expect(page.getByText('Within 25 miles of 78701 (Austin, TX)')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first().getByText(/miles away$/)).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  for (let i = 0; i < shown; i++) await expect(cards.nth(i).getByText(/miles away$/)).toBeVisible();

  // One accommodation, with the count it promised.
  const quiet = filters.getByRole('checkbox', { name: /^Quiet Waiting Area \(\d+\)$/ });
  await expect(quiet).toBeVisible();
  const quietLabel = filters.locator('label').filter({ hasText: /^Quiet Waiting Area \(/ });
  const count = Number((await quietLabel.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(count).toBeGreaterThan(0);
  await quiet.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/needs=quiet-waiting-area/);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: new RegExp(`^${count} providers? for`),
    }),
  ).toBeVisible();
  for (const card of await cards.all())
    await expect(card.getByText('Quiet Waiting Area')).toBeVisible();

  // Nearest first.
  const sort = filters.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/sort=distance/);
  await expect
    .poll(async () => {
      const texts = await cards.getByText(/miles away$/).allTextContents();
      const miles = texts.map((t) => (t.startsWith('Less') ? 0 : Number.parseFloat(t)));
      return miles.every((m, i) => i === 0 || (miles[i - 1] ?? 0) <= m);
    })
    .toBe(true);
  expect((await axe(page)).violations).toEqual([]);

  // The back button undoes the order; a reload keeps the rest.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=distance/);
  await expect(page).toHaveURL(/needs=quiet-waiting-area/);
  await page.reload();
  await expect(filters.getByRole('checkbox', { name: /^Quiet Waiting Area/ })).toBeChecked();
  await expect(zip).toHaveValue('78701');
});

test('an unknown ZIP says so clearly and keeps the panel to fix it', async ({ page }) => {
  await page.goto('/?q=austin');
  const filters = page.getByRole('region', { name: 'Narrow your results' });
  const zip = filters.getByRole('textbox', { name: 'Near ZIP code' });
  await zip.fill('7870');
  await zip.press('Enter');
  await expect(filters.getByText('Enter a five-digit ZIP code.')).toBeVisible();
  await zip.fill('00000');
  await zip.press('Enter');
  await expect(page).toHaveURL(/near=00000/);
  await expect(
    page.getByRole('alert').filter({
      hasText: 'We could not find that ZIP code. Check it, or search without a distance.',
    }),
  ).toHaveCount(2);
  expect((await axe(page)).violations).toEqual([]);
});

test('the map shows a marker per result without tiles, a marker opens its card, and the list stays', async ({
  page,
}) => {
  await page.goto('/?q=austin&near=78701&within=25');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const results = await cards.count();

  const mapButton = page.getByRole('button', { name: 'Map', exact: true });
  await expect(mapButton).toHaveAttribute('aria-pressed', 'false');
  await mapButton.click();
  await expect(page).toHaveURL(/view=map/);
  await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByRole('region', { name: 'Map of the results on this page' });
  await expect(map).toBeVisible();
  await expect(page.getByText('The list below has every result on the map.')).toBeVisible();

  // Each result is a marker, or counted in a cluster's number.
  await expect
    .poll(async () => {
      const single = await map.locator('.calmpath-marker').count();
      const clustered = (await map.locator('.marker-cluster span').allTextContents())
        .map(Number)
        .reduce((a, b) => a + b, 0);
      return single + clustered;
    })
    .toBe(results);

  // Zoom into the clusters until a single marker shows, then open it with the keyboard.
  for (let i = 0; i < 8 && (await map.locator('.calmpath-marker').count()) === 0; i++) {
    await map.locator('.marker-cluster').first().click();
    await page.waitForTimeout(400);
  }
  const marker = map.locator('.calmpath-marker').first();
  const name = (await marker.getAttribute('title')) ?? '';
  await marker.focus();
  await page.keyboard.press('Enter');
  const popup = map.locator('.leaflet-popup');
  await expect(popup.getByText(name, { exact: true })).toBeVisible();
  await popup.getByRole('button', { name: 'Show in the list' }).click();
  const item = page
    .locator('li[id^="result-"]')
    .filter({ has: page.getByRole('heading', { name }) });
  await expect(item.first()).toBeFocused();

  // The list is still all there under the map.
  await expect(cards).toHaveCount(results);
  expect((await axe(page)).violations).toEqual([]);

  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(map).toHaveCount(0);
  expect((await axe(page)).violations).toEqual([]);
});

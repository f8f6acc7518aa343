import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/page';

/*
 * On a Spanish page the search answers in Spanish (decision 073): the page sends its language
 * with the search and the suggestions, and the server writes the understood line, the names of
 * what it suggests and the nearest places' nouns in it. On the demo data, on a phone.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Busque por nombre, tipo, ciudad o código postal' });

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

test('a Spanish line on /es shows the understood line in Spanish, at 390 and 320 px', async ({
  page,
}) => {
  await page.goto('/es');
  const box = searchBox(page);
  /* The demo has pediatricians a few miles from Chicago's 60607 (decision 053). */
  await box.fill('pediatra cerca de 60607');
  await box.press('Enter');
  const understood = page.getByText('Mostrando Pediatras cerca de 60607 (a menos de 10 millas)');
  await expect(understood).toBeVisible();
  await expect(page.getByText(/Pediatricians|near 60607|within \d+ miles/)).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  await noSidewaysScroll(page, 390);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 320, height: 740 });
  await expect(understood).toBeVisible();
  await noSidewaysScroll(page, 320);
});

test('the same line on the English page still answers in English', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search by name, type, city or ZIP code' });
  await box.fill('pediatra cerca de 60607');
  await box.press('Enter');
  await expect(page.getByText('Showing Pediatricians near 60607 (within 10 miles)')).toBeVisible();
});

test('the suggestions name what they offer in Spanish, and one is picked with the keyboard', async ({
  page,
}) => {
  await page.goto('/es');
  const box = searchBox(page);
  const suggestions = page.getByRole('listbox', { name: 'Sugerencias de búsqueda' });

  await box.fill('pediat');
  await expect(
    suggestions.getByRole('option').filter({ hasText: /^Pediatras\s*Salud$/ }),
  ).toBeVisible();

  await box.fill('pediatra en chic');
  const city = suggestions.getByRole('option', { name: 'Pediatras en Chicago, IL' });
  await expect(city).toBeVisible();
  await expect(suggestions.getByText(/Pediatricians|Healthcare/)).toHaveCount(0);
  await noSidewaysScroll(page, 390);
  await expectNoAxeViolations(page);

  /* The first suggestion is the combined one: Down, then Enter, runs it. */
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page.getByText('Mostrando Pediatras en Chicago, IL')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the nearest places are named in Spanish when a ZIP has none', async ({ page }) => {
  await page.goto('/es');
  const box = searchBox(page);
  /* The demo has no pediatrician in Chicago's 60607; a few are some miles away (decision 053). */
  await box.fill('pediatra para mi hijo 60607');
  await box.press('Enter');
  await expect(page.getByText('Mostrando Pediatras cerca de 60607')).toBeVisible();
  await expect(
    page.getByText(/^No hay resultados en 60607; lo más cercano: pediatras?, a /),
  ).toBeVisible();
  await noSidewaysScroll(page, 390);
});

import { expect, test } from '@playwright/test';

/* A sentence typed on a phone reads as what and where (decision 053), on the demo data. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a parent’s sentence on a phone shows the understood line and the places it names', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search by name, type, city or ZIP code' });
  await box.fill('is there a pediatrician in chicago for my autistic son please');
  await box.press('Enter');
  await expect(page.getByText('Showing Pediatricians in Chicago, IL')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.allInnerTexts()) {
    expect(card).toContain('Pediatrician');
    expect(card).toContain('Chicago, IL');
  }
});

test('a ZIP with none of what was asked shows the nearest places on a phone, each with its distance', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search by name, type, city or ZIP code' });
  /* The demo has no pediatrician in Chicago's 60607; two are a few miles away (decision 053). */
  await box.fill('pediatrician for my son 60607');
  await box.press('Enter');
  await expect(
    page.getByText(/^None in 60607; the nearest pediatricians, \d+\.\d to \d+\.\d miles away$/),
  ).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const texts = await cards.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const card of texts) {
    expect(card).toContain('Pediatrician');
    expect(card).toMatch(/\d+\.\d miles away/);
  }
  /* Nothing wider than the phone. */
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the distance control works for a place the line named, and a new line starts from the default', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search by name, type, city or ZIP code' });
  await box.fill('barber near denver');
  await box.press('Enter');
  await expect(
    page.getByText('Showing Hair Stylists / Barbers near Denver, CO (within 10 miles)'),
  ).toBeVisible();
  const distance = page.getByRole('combobox', { name: 'Distance' });
  await expect(distance).toHaveValue('10');
  await distance.selectOption('25');
  await expect(
    page.getByText('Showing Hair Stylists / Barbers near Denver, CO (within 25 miles)'),
  ).toBeVisible();
  await expect(page).toHaveURL(/within=25/);
  /* The order applies too: by distance, nearest first. */
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('distance');
  await expect(page).toHaveURL(/sort=distance/);
  const miles = (await page.getByText(/^\d+\.\d miles away$/).allInnerTexts()).map(parseFloat);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));

  await box.fill('swim lessons near salt lake city');
  await box.press('Enter');
  await expect(
    page.getByText('Showing Swim Instructors near Salt Lake City, UT (within 10 miles)'),
  ).toBeVisible();
  await expect(distance).toHaveValue('10');
  await expect(page).not.toHaveURL(/within=|sort=distance/);
});

import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/* Search that understands what people type (decision 021), on the demo data. */

test('types "dentist austin", picks a suggestion by keyboard, sees the line and searches with results', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search by name, type, city or ZIP code' });
  await box.pressSequentially('dentist austin', { delay: 20 });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  const option = list.getByRole('option', { name: /Dentists in Austin, TX/ });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  const axe = await new AxeBuilder({ page })
    .include('search')
    .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);

  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await option.getAttribute('id')) ?? '',
  );
  await box.press('Enter');
  await expect(page).toHaveURL(/\?q=dentist\+Austin%2C\+TX$/);
  await expect(list).toBeHidden();

  // No dentist in Austin in the demo data: the spec's empty state, the line, and three ways on.
  await expect(
    page.getByRole('heading', { name: 'No results found for "dentist Austin, TX"' }),
  ).toBeVisible();
  await expect(page.getByText('We looked for Dentists in Austin, TX.')).toBeVisible();
  await expect(page.getByText('Try different keywords or check your spelling.')).toBeVisible();
  const others = page.getByRole('navigation', { name: 'Other searches' });
  await expect(others.getByText('These searches do have results:')).toBeVisible();
  await expect(others.getByRole('link')).toHaveCount(3);
  await others.getByRole('link', { name: 'All providers in Austin, TX' }).click();
  await expect(page.getByText('Showing Providers in Austin, TX')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
    .analyze();
  expect(results.violations).toEqual([]);
});

test('Enter runs the typed line even while suggestions are open', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search by name, type, city or ZIP code' });
  await box.pressSequentially('pediatrician austin');
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\?q=pediatrician\+austin$/);
  await expect(page.getByText('Showing Pediatricians in Austin, TX')).toBeVisible();
  for (const category of await page.getByRole('article').allInnerTexts()) {
    expect(category).toContain('Pediatrician');
    expect(category).toContain('Austin, TX');
  }
  await expect(page.getByText(/closest match/)).toHaveCount(0);
});

test('suggestions by keyboard: arrows wrap, Escape closes, a click picks', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search by name, type, city or ZIP code' });
  await box.pressSequentially('sea');
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText(/Seattle, WA/);
  await box.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
  await expect(box).toHaveValue('sea');
  await box.press('ArrowDown');
  await options.first().click();
  await expect(page).toHaveURL(/\?q=Seattle%2C\+WA$/);
  await expect(page.getByText('Showing Providers in Seattle, WA')).toBeVisible();
});

test('accommodation words and generic words', async ({ page }) => {
  await page.goto('/?q=weighted%20blankets');
  await expect(page.getByText('Showing Providers with Weighted Blankets / Lap Pads')).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Weighted Blankets / Lap Pads');

  await page.goto('/?q=autism');
  await expect(
    page.getByText(/Every listing here is for sensory-sensitive visitors/),
  ).toBeVisible();
  const others = page.getByRole('navigation', { name: 'Other searches' });
  await expect(others.getByText('Try one of these:')).toBeVisible();
  await expect(others.getByRole('link')).toHaveCount(3);
  await others.getByRole('link').first().click();
  await expect(page.getByRole('article').first()).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { uniqueEmail } from './support/mail';

/* Location used wherever a person gives it (decision 043), on the demo data. */

const searchBox = 'Search by name, type, city or ZIP code';

test("onboarding's Explore Providers lands near the saved ZIP, which stays the default until cleared", async ({
  page,
}) => {
  await signUpAndConfirm(page, uniqueEmail('near'), 'quiet-rooms-1', 'Robin Near');
  await page.getByLabel('Zip Code').fill('78704');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('link', { name: 'Explore Providers' }).click();
  await expect(page).toHaveURL(/\/\?near=78704$/);
  await expect(page.getByRole('heading', { name: /providers near 78704/ })).toBeVisible();
  await expect(page.getByText('Showing Providers near 78704 (within 10 miles)')).toBeVisible();

  /* A plain search starts from the saved ZIP, and says so. */
  await page.goto(`/?${new URLSearchParams({ q: 'swim' })}`);
  await expect(page.getByText('Near 78704', { exact: true })).toBeVisible();
  await expect(page.getByText('From your saved ZIP code.')).toBeVisible();
  await expect(
    page.getByText('Showing Swim Instructors near 78704 (within 10 miles)'),
  ).toBeVisible();
  await expect(page.locator('article').first()).toContainText('Austin, TX');

  /* One click clears it, for the rest of the session. */
  await page.getByRole('button', { name: 'Stop searching near 78704' }).click();
  await expect(page.getByText('Near 78704', { exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: /providers? for “swim”$/ })).toBeVisible();
  await page.getByRole('combobox', { name: searchBox }).fill('pediatrician');
  await page.getByRole('combobox', { name: searchBox }).press('Enter');
  await expect(page.getByRole('heading', { name: /providers? for “pediatrician”$/ })).toBeVisible();
  await expect(page.getByText('Near 78704', { exact: true })).toBeHidden();
});

test("an anonymous 'swim lessons near me' asks where to look; a ZIP or the browser's location answers", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: searchBox }).fill('swim lessons near me');
  await page.getByRole('combobox', { name: searchBox }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Where should we look?' })).toBeVisible();
  await expect(page.getByText('You asked for Swim Instructors near you.')).toBeVisible();
  await expect(page.locator('article')).toHaveCount(0);

  await page.getByLabel('Enter a ZIP').fill('78704');
  await page.getByRole('button', { name: 'Show places near this ZIP' }).click();
  await expect(page).toHaveURL(/near=78704/);
  await expect(
    page.getByText('Showing Swim Instructors near 78704 (within 10 miles)'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /“swim lessons” near 78704/ })).toBeVisible();
  const cards = page.locator('article');
  await expect(cards.first()).toContainText('miles away');

  /* 'Use my location': the browser asks, the server maps the position to the nearest ZIP. */
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 30.2433, longitude: -97.7663 });
  await page.goto(`/?${new URLSearchParams({ q: 'swim lessons near me' })}`);
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page).toHaveURL(/near=787\d\d/);
  await expect(page.getByText(/Showing Swim Instructors near 787\d\d/)).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/mail';

test('too many sign-in attempts for one e-mail get a clear message in the dialog', async ({
  page,
}) => {
  const email = uniqueEmail('hammer');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  /* The e2e server allows 5 attempts per e-mail per window (playwright.config.ts). */
  for (let i = 0; i < 5; i += 1) {
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Failed').first()).toBeVisible();
  }
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page
      .getByRole('alert')
      .getByText('Too many attempts. Please wait a few minutes and try again.'),
  ).toBeVisible();
});

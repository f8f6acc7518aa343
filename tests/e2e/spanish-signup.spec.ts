import { expect, test } from '@playwright/test';
import { AUTH_FORM_MESSAGES, AUTH_MESSAGES } from '../../common/messages/es/auth';
import { CONFIRM_EMAIL_MAIL } from '../../common/messages/es/mail';
import { SITE_HEADER_MESSAGES } from '../../common/messages/es/shared';
import { readMail, uniqueEmail } from './support/mail';

/*
 * Sign-up from a Spanish page (decisions 062 and 066): the account takes
 * the page's language, so its confirmation mail is in Spanish and its link leads back to the
 * Spanish pages; following it lands on the Spanish onboarding page, at 390 px.
 */
test.use({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [] } });

test('a family signing up on /es gets the Spanish confirmation mail and lands on /es pages', async ({
  page,
}) => {
  const email = uniqueEmail('familia');
  await page.goto('/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page
    .getByRole('navigation', { name: SITE_HEADER_MESSAGES.main })
    .getByRole('button', { name: AUTH_MESSAGES.signIn })
    .click();
  await page.getByRole('button', { name: AUTH_FORM_MESSAGES.donTHaveAn }).click();
  const dialog = page.getByRole('dialog', { name: AUTH_MESSAGES.signUpTitle });
  await dialog.getByLabel(AUTH_MESSAGES.fullNameLabel).fill('Lucía Ramírez');
  await dialog.getByLabel(AUTH_MESSAGES.emailLabel).fill(email);
  await dialog.getByLabel(AUTH_MESSAGES.passwordLabel).fill('sala-tranquila-1');
  await dialog.getByRole('button', { name: AUTH_MESSAGES.signUp }).click();
  await expect(dialog.getByText(AUTH_MESSAGES.almostThere.description)).toBeVisible();

  const mail = await readMail(email, 'confirm-email');
  expect(mail.subject).toBe(CONFIRM_EMAIL_MAIL.subject);
  const link = mail.links[0] ?? '';
  expect(decodeURIComponent(link)).toContain('/es/onboarding');
  await page.goto(link);
  await expect(page).toHaveURL(/\/es\/onboarding$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

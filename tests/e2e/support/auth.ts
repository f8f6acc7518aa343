import { expect, type Page } from '@playwright/test';
import { readMail } from './mail';

export const DEMO_PASSWORD = 'calmpath-demo';

/** Opens the header's sign-in dialog and submits it; returns the dialog. */
export async function submitSignInDialog(page: Page, email: string, password: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign In' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  return dialog;
}

/** Signs in through the header dialog and waits for it to close. */
export async function signInWithDialog(page: Page, email: string, password: string) {
  await expect(await submitSignInDialog(page, email, password)).toBeHidden();
}

/** Creates and confirms an account through the real UI and mail; ends signed in on /onboarding. */
export async function signUpAndConfirm(page: Page, email: string, password: string, fullName = '') {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign In' })
    .click();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const dialog = page.getByRole('dialog', { name: 'Join CalmPath' });
  if (fullName) await dialog.getByLabel('Full Name').fill(fullName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    dialog.getByText('Check your email for a confirmation link to activate your account.'),
  ).toBeVisible();
  const mail = await readMail(email, 'confirm-email');
  await page.goto(mail.links[0] ?? '');
  await expect(page).toHaveURL(/\/onboarding$/);
}

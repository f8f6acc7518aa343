import { expect, test } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config';
import { signUpAndConfirm } from './support/auth';
import { readMail, uniqueEmail } from './support/mail';

/*
 * Decision 037: an application naming an existing account's address reaches
 * that account's dashboard only after its holder confirms, through the mailed link, signed in.
 */

const ORIGIN = E2E_ORIGIN;

test("a stranger's application waits for the holder's consent: mail, link, confirm, dashboard", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('consent');
  await signUpAndConfirm(page, email, 'consent-pass-1', 'Cora Consent');

  /* Someone else, signed out (the request fixture carries no cookies of the page), applies. */
  const name = `Planted Pediatrics ${Date.now().toString(36)}`;
  const applied = await request.post('/api/provider-applications', {
    headers: { origin: ORIGIN },
    data: {
      businessName: name,
      businessCategory: 'Pediatrician',
      email,
      sensoryAccommodations: ['Quiet Waiting Area'],
      consentListing: true,
      consentDataSharing: true,
      consentTerms: true,
      consentVerification: true,
    },
  });
  expect(applied.status()).toBe(201);

  const mail = await readMail(email, 'listing-consent');
  expect(mail.text).not.toContain(name);
  const link = mail.links.find((l) => l.includes('/business-signup?'));
  expect(link).toBeTruthy();

  /* Not before consent: the account has no business dashboard, let alone this listing. */
  await page.goto('/provider/dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  const url = new URL(link as string);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();

  /* Straight to the dashboard, no interstitial in between (decision 044). */
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Verification Documents' })).toBeVisible();
});

import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { BUSINESS_CATEGORY_GROUPS } from '../../common/catalog/business-categories';
import { E2E_ORIGIN } from '../../playwright.config';
import { DEMO_PASSWORD, signInWithDialog, signUpAndConfirm } from './support/auth';
import { countMails, readMail, uniqueEmail } from './support/mail';
import { expectNoAxeViolations, toast } from './support/page';

/*
 * The journeys across the business side and the admin panel (decisions 011, 016): what an admin
 * decides reaches the business by e-mail (sent by the outbox worker), and what the business or a
 * member does reaches the admin and the public listing. Each test makes its own provider or
 * review, so it depends neither on the demo rows other specs change nor on the order of runs.
 */

const ORIGIN = E2E_ORIGIN;
const ADMIN_STATE = path.resolve('.tmp/e2e-business-journey-admin.json');

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** A name no other test or demo row uses. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** The admin signs in once for the file: sign-ins are limited per e-mail address. */
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: ORIGIN,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/');
  await signInWithDialog(page, 'admin@calmpath.local', DEMO_PASSWORD);
  await context.storageState({ path: ADMIN_STATE });
  await context.close();
});

/** A page signed in as the admin, beside the test's own (signed-out or business) page. */
async function adminPage(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext({ baseURL: ORIGIN, storageState: ADMIN_STATE });
  return { context, page: await context.newPage() };
}

/** Submits an application as a visitor through the API (the wizard has its own spec). */
async function applyAsVisitor(request: APIRequestContext, name: string, email: string) {
  const response = await request.post('/api/provider-applications', {
    headers: { origin: ORIGIN },
    data: {
      businessName: name,
      businessCategory: 'Occupational Therapist',
      email,
      address: 'Portland, OR',
      sensoryAccommodations: ['Quiet Waiting Area', 'Dim or Adjustable Lighting'],
      consentListing: true,
      consentDataSharing: true,
      consentTerms: true,
      consentVerification: true,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Opens the verification queue on the page that holds `name` (oldest first, so a new provider
 * is near the end): the API says which page, the test pages there with Next page.
 */
async function findInQueue(page: Page, name: string) {
  let target = 0;
  for (let n = 1; target === 0 && n < 100; n += 1) {
    const response = await page.request.get(`/api/admin/verification/queue?page=${n}`);
    expect(response.ok()).toBe(true);
    const { items } = (await response.json()) as { items: { name: string }[] };
    if (items.some((item) => item.name === name)) target = n;
    else if (items.length === 0) break;
  }
  expect(target, `${name} is in the verification queue`).toBeGreaterThan(0);
  await page.goto('/admin?tab=verification');
  await expect(page.getByRole('heading', { name: 'Provider Verification' })).toBeVisible();
  for (let n = 2; n <= target; n += 1) {
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(new RegExp(`^Page ${n} of \\d+$`))).toBeVisible();
  }
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

test('from the approval e-mail to the verified dashboard in one sitting: no confirmation e-mail, no interstitial', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = uniqueName('Harbor Light Therapy');
  const contact = uniqueEmail('harbor');

  /* A visitor applies through the wizard, with an address the test reads; no dialog in the way. */
  await page.goto('/provider-signup');
  await expect(
    page.getByRole('region', { name: 'Want to fast-track your listing?' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Business Name').fill(name);
  await page.getByLabel('Business Category', { exact: true }).selectOption('Dentist');
  await page.getByLabel('Email Address').fill(contact);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Quiet Waiting Area').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('I agree to have my business listed').check();
  await page.getByLabel('I agree that the information I provide').check();
  await page.getByLabel('I agree to the Terms of Service').check();
  await page.getByRole('button', { name: 'Submit Provider Application' }).click();
  await expect(toast(page, 'Application Submitted Successfully! 🎉')).toContainText(
    "Thank you. We'll review your application within 2-3 business days and contact you by email.",
  );
  await readMail(contact, 'application-received');

  /* The admin approves it; the outbox worker sends the 'approved' e-mail with the signup link. */
  const admin = await adminPage(browser);
  const card = await findInQueue(admin.page, name);
  await expect(card.getByText(contact)).toBeVisible();
  await card.getByRole('button', { name: /Approve & Verify/ }).click();
  /* It asks once, naming the business (decision 041). */
  const question = admin.page.getByRole('alertdialog', {
    name: `Approve ${name} and e-mail its signup link?`,
  });
  await question.getByRole('button', { name: 'Approve & Verify' }).click();
  await expect(toast(admin.page, 'Provider Verified')).toBeVisible();
  await expect(card).toBeHidden();
  await admin.context.close();

  const approved = await readMail(contact, 'verification-approved');
  const signupUrl = approved.links.find((l) => l.includes('/business-signup?'));
  expect(signupUrl).toBeTruthy();
  const link = pathOf(signupUrl as string);

  /* The business creates its account from the link: the e-mail is the contact e-mail, locked. */
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Create your business account' })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(contact);
  await expect(email).toHaveAttribute('readonly', '');
  await page.getByLabel('Full Name').fill('Hana Harbor');
  await page.getByLabel('Password', { exact: true }).fill('harbor-light-1');
  await page.getByLabel('Confirm Password').fill('harbor-light-1');
  await page.getByRole('button', { name: 'Create Business Account' }).click();

  /* The link proved the address (decision 044): signed in, straight on the dashboard. */
  await expect(toast(page, 'Account Created!')).toContainText(
    'Your business account is ready and you are signed in.',
  );
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status).toContainText('✓ Verified Provider');
  await expect(status).toContainText('Documents Verified');
  await expect(page.getByRole('button', { name: 'Upload Verification Documents' })).toHaveCount(0);
  await expect(page.getByText(/within 2.3 business days/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  /* No third e-mail: nothing asked the owner to confirm the address again. */
  expect(countMails(contact, 'confirm-email')).toBe(0);
  expect(countMails(contact)).toBe(2);

  /* The link is spent: a second use greets its owner instead of making a second admin. */
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);

  /* Signed out and back in with the password chosen on the form. */
  await page.context().clearCookies();
  await page.goto('/');
  await signInWithDialog(page, contact, 'harbor-light-1');
  await page.goto('/provider/dashboard');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('a document request e-mail lets the business upload; the admin sees and opens the document', async ({
  page,
  browser,
}) => {
  /*
   * Three pages, an e-mail through the outbox and several queue searches: on a loaded CI machine
   * 90 s ran out.
   */
  test.setTimeout(180_000);
  const name = uniqueName('Brookside Sensory Gym');
  const contact = uniqueEmail('brookside');
  await applyAsVisitor(page.request, name, contact);

  const admin = await adminPage(browser);
  let card = await findInQueue(admin.page, name);
  await expect(card.getByText('No document uploaded')).toBeVisible();
  await card.getByRole('button', { name: /Request Additional Documents/ }).click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByLabel('Document type').selectOption('Business registration or EIN letter');
  const request = 'Please send your state business registration.';
  await dialog.getByLabel('Message to the provider').fill(request);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(admin.page, 'Document Request Sent')).toContainText(
    'The provider has been asked for additional documents.',
  );
  await expect(dialog).toBeHidden();

  /* The outbox worker sends it; the card then says so. */
  const mail = await readMail(contact, 'document-request');
  const uploadUrl = mail.links.find((l) => l.includes('/provider/upload-docs/'));
  expect(uploadUrl).toBeTruthy();
  await expect(async () => {
    card = await findInQueue(admin.page, name);
    await expect(card.getByText(/^E-mail sent/)).toBeVisible({ timeout: 1000 });
    /* Each try reloads the verification tab and pages to the card: on a loaded machine, seconds. */
  }).toPass({ timeout: 45_000 });

  /* The business, not signed in, uploads a PDF through the link. */
  await page.goto(pathOf(uploadUrl as string));
  await expect(page.getByRole('heading', { name: 'Upload Documents', level: 1 })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText(request)).toBeVisible();
  await page.getByLabel('Verification document').setInputFiles({
    name: 'registration.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  });
  await page.getByLabel('Notes for our team').fill('Registration certificate, page one.');
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(
    page.getByRole('heading', { name: 'Documents Submitted Successfully' }),
  ).toBeVisible();
  await expect(
    page.getByText('Thank you. Our team will review your documents shortly.').first(),
  ).toBeVisible();

  /* The admin finds the document in the queue and opens it through a signed link. */
  card = await findInQueue(admin.page, name);
  await expect(card.getByText('No document uploaded')).toHaveCount(0);
  await card.getByRole('button', { name: /View Document/ }).click();
  const viewer = admin.page.getByRole('dialog', { name: `Verification document: ${name}` });
  await expect(viewer.getByText('Secure access expires in 5 minutes')).toBeVisible();
  await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
  const href = await viewer.getByRole('link', { name: /Open in new tab/ }).getAttribute('href');
  const file = await admin.page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await admin.context.close();

  /* The link was single use. */
  await page.goto(pathOf(uploadUrl as string));
  await expect(page.getByRole('heading', { name: 'Invalid Upload Link' })).toBeVisible();
});

test("a member's review, once approved, changes the public card's review count and rating", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  /* A searchable provider nobody has reviewed yet. */
  const search = async (query: string) => {
    const response = await page.request.get(`/api/providers/search?${query}`);
    expect(response.ok()).toBe(true);
    return (
      (await response.json()) as {
        results: {
          id: number;
          name: string;
          total_review_count: number;
          average_rating: number | null;
        }[];
      }
    ).results;
  };
  let candidate: Awaited<ReturnType<typeof search>>[number] | undefined;
  for (const group of BUSINESS_CATEGORY_GROUPS) {
    candidate = (await search(`group=${group.key}`)).find((p) => p.total_review_count === 0);
    if (candidate) break;
  }
  if (!candidate) throw new Error('no searchable provider without reviews');
  const fresh = candidate;
  const byName = `q=${encodeURIComponent(fresh.name)}`;

  await signUpAndConfirm(page, uniqueEmail('journey.member'), 'calm-journey-1', 'Rae Reviewer');

  /* Saved, so the member's favourites show the card's rating and count. */
  await page.goto(`/?q=${encodeURIComponent(fresh.name)}`);
  const result = page.getByRole('article', { name: fresh.name }).first();
  await result.getByRole('button', { name: `Save ${fresh.name}` }).click();
  await expect(result.getByRole('button', { name: `Saved ${fresh.name}` })).toBeVisible();
  await page.goto('/favorites');
  const favourite = page.getByRole('article').filter({ hasText: fresh.name });
  await expect(favourite.getByText('No reviews yet')).toBeVisible();
  await expectNoAxeViolations(page);

  /* Three accommodations ticked and five stars chosen: the stars are the family's (decision 039). */
  const feedback = `Calm from the door to the chair (${Date.now().toString(36)}).`;
  await page.goto(`/review?provider=${fresh.id}`);
  await expect(page.getByRole('combobox', { name: 'Business' })).toHaveValue(fresh.name);
  await page.getByRole('button', { name: 'Next' }).click();
  for (const item of ['Quiet Waiting Area', 'Sensory Toolkits', 'Dim or Adjustable Lighting']) {
    await page.getByRole('checkbox', { name: item }).check();
  }
  await page.getByRole('radio', { name: '5 — calm and easy' }).check();
  await page.getByLabel('Overall experience').fill(feedback);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review Submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/my-reviews$/);

  /* Pending reviews do not count. */
  expect((await search(byName)).find((p) => p.id === fresh.id)).toMatchObject({
    total_review_count: 0,
    average_rating: null,
  });

  const admin = await adminPage(browser);
  await admin.page.goto('/admin?tab=moderation');
  const review = admin.page.getByRole('article').filter({ hasText: feedback });
  await expect(review.getByText(fresh.name).first()).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(
    toast(admin.page, 'Review moderated').getByText('The review was approved.'),
  ).toBeVisible();
  await expect(review).toHaveCount(0);
  await admin.context.close();

  expect((await search(byName)).find((p) => p.id === fresh.id)).toMatchObject({
    total_review_count: 1,
    average_rating: 5,
  });
  await page.goto('/favorites');
  await expect(favourite).toContainText('5.0 out of 5 (1 review)');
  await page.goto(`/providers/${fresh.id}`);
  await expect(page.getByTestId('profile-rating')).toHaveText('★ Rated 5.0 of 5 by 1 family');
  const published = page.getByRole('article').filter({ hasText: feedback });
  await expect(published.getByTestId('review-stars')).toContainText('★★★★★');
  await expect(published.getByText('calm and easy')).toBeVisible();
  await expect(published.getByText('3 of 18 accommodations noticed')).toBeVisible();
});

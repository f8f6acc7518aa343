import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { expectNoAxeViolations, tabTo, toast } from './support/page';

/* The spec's words (provider-admin-side.md §2, §5, §8), written out so a changed text fails here. */
const FAST_TRACK = 'Want to fast-track your listing?';
const INCOMPLETE = 'Please complete required fields';
const VALIDATION_ERROR = 'Validation Error';
const SUBMISSION_ERROR = 'Submission Error';
const SUBMITTED = 'Application Submitted Successfully! 🎉';
const NAME_REQUIRED = 'Business Name is required';
const EMAIL_REQUIRED = 'Email Address is required';
const EMAIL_INVALID = 'Please enter a valid email address';
const CATEGORY_REQUIRED = 'Business Category is required';
const CUSTOM_CATEGORY_REQUIRED = 'Please specify your business category';
const PHONE_INVALID = 'Please enter a valid phone number';
const SUBMIT = 'Submit Provider Application';
const OTHER = 'Other (please specify)';
const UPLOAD_AFTER_ACCOUNT = 'You can upload verification documents after creating an account.';

const API = '**/api/provider-applications';
const TOO_MANY = 'You have sent several applications in a short time. Please try again in an hour.';
const DRAFT_KEY = 'calmpath:provider-application-draft';

/** Moves through a focused native select with the arrow keys until `value` is chosen. */
async function chooseWithKeys(page: Page, select: Locator, value: string, max = 40) {
  for (let i = 0; i < max && (await select.inputValue()) !== value; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(value);
}

/** The error summary at the top names these fields as links; no toast covers the form. */
async function expectSummary(page: Page, title: string, fields: string[]) {
  const summary = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText(fields);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

async function expectToast(page: Page, title: string, description?: string) {
  const found = toast(page, title).last();
  await expect(found).toBeVisible();
  if (description) await expect(found).toContainText(description);
}

/** Closes every toast with its close button, so the next assertion sees only new ones. */
async function dismissToasts(page: Page) {
  const closeButtons = page.locator('[data-sonner-toast] [data-close-button]');
  await expect
    .poll(async () => {
      const open = await closeButtons.count();
      /* A toast may leave on its own between the count and the click. */
      if (open > 0) {
        await closeButtons
          .first()
          .dispatchEvent('click', undefined, { timeout: 500 })
          .catch(() => {});
      }
      return open;
    })
    .toBe(0);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Application progress' });
const errorUnder = (field: Locator, message: string) =>
  expect(field).toHaveAccessibleDescription(new RegExp(message));

/** Step 1 to 3 by mouse, for the tests that are about what happens after. */
async function fillWizard(page: Page, overrides: { name?: string; email?: string } = {}) {
  await page.getByLabel('Business Name').fill(overrides.name ?? 'Quiet Harbor Dental');
  await page.getByLabel('Business Category', { exact: true }).selectOption('Dentist');
  await page.getByLabel('Email Address').fill(overrides.email ?? 'owner@quietharbor.example');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Sensory Accommodations')).toBeFocused();
  await page.getByLabel('Quiet Waiting Area').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Verification & Consent')).toBeFocused();
  await page.getByLabel('I agree to have my business listed').check();
  await page.getByLabel('I agree that the information I provide').check();
  await page.getByLabel('I agree to the Terms of Service').check();
}

/* The offer is a note in the page (decision 044), never a dialog. */
const fastTrack = (page: Page) => page.getByRole('region', { name: FAST_TRACK });

async function maybeLater(page: Page) {
  const note = fastTrack(page);
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(note).toBeHidden();
}

test('signed out: the fast-track offer is a note beside the wizard, not a dialog; Maybe Later puts it away for good', async ({
  page,
}) => {
  await page.goto('/provider-signup');
  const note = fastTrack(page);
  await expect(note).toBeVisible();
  await expect(
    note.getByText(
      'Create a free account now so you can upload verification documents and manage your listing once it is approved.',
    ),
  ).toBeVisible();
  /* Nothing opens over the page, now or a moment later, and the wizard is usable at once. */
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(stepHeading(page, 'Business Information')).toBeVisible();
  await page.getByLabel('Business Name').fill('Quiet Harbor Dental');
  await expectNoAxeViolations(page);
  await note.getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=%2Fprovider-signup$/);
  await expect(page.getByRole('heading', { name: 'Join CalmPath' })).toBeVisible();

  await page.goto('/provider-signup');
  await maybeLater(page);
  /* The focus stays in the page, on its heading just before the wizard, not on the body. */
  await expect(page.getByRole('heading', { level: 1, name: 'List your business' })).toBeFocused();
  await expect(stepHeading(page, 'Business Information')).toBeVisible();
  /* Once dismissed it stays dismissed: after a reload and on a later visit. */
  await page.reload();
  await expect(stepHeading(page, 'Business Information')).toBeVisible();
  await expect(fastTrack(page)).toHaveCount(0);
  await page.goto('/');
  await page.goto('/provider-signup');
  await expect(stepHeading(page, 'Business Information')).toBeVisible();
  await expect(fastTrack(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('keyboard only: every step checks itself, a reload keeps the progress, and a visitor can apply', async ({
  page,
}) => {
  /* Many key presses and four axe scans on a machine shared with other test runs. */
  test.setTimeout(90_000);
  await page.goto('/provider-signup');
  /* The offer waits in the page; Maybe Later by keyboard, and the focus stays in the page. */
  const note = fastTrack(page);
  await tabTo(page, note.getByRole('button', { name: 'Maybe Later' }));
  await page.keyboard.press('Enter');
  await expect(note).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'List your business' })).toBeFocused();

  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByText('33% complete')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');
  await expectNoAxeViolations(page);

  /* Next with nothing filled in: each field says its own, the summary names them (047). */
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expectSummary(page, INCOMPLETE, ['Business Name', 'Business Category', 'Email Address']);
  for (const message of [NAME_REQUIRED, CATEGORY_REQUIRED, EMAIL_REQUIRED]) {
    await expect(page.getByText(message, { exact: true })).toHaveCount(1);
  }
  const name = page.getByLabel('Business Name');
  await expect(name).toBeFocused();
  await errorUnder(name, NAME_REQUIRED);
  const email = page.getByLabel('Email Address');
  await errorUnder(email, EMAIL_REQUIRED);
  await expectNoAxeViolations(page);
  await dismissToasts(page);

  await page.keyboard.type('Lighthouse Sensory Gym');
  const category = page.getByLabel('Business Category', { exact: true });
  await tabTo(page, category);
  await chooseWithKeys(page, category, OTHER);
  /* Phone and e-mail say what is wrong as soon as they are left. */
  const phone = page.getByLabel('Phone Number');
  await tabTo(page, phone);
  await page.keyboard.type('call us');
  await tabTo(page, email);
  await errorUnder(phone, PHONE_INVALID);
  await expect(page.getByText(PHONE_INVALID)).toBeVisible();
  await page.keyboard.type('owner@');
  await page.keyboard.press('Tab');
  await expect(page.getByText(EMAIL_INVALID)).toBeVisible();
  await errorUnder(email, EMAIL_INVALID);

  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expectSummary(page, INCOMPLETE, [
    'Your business category',
    'Phone Number',
    'Email Address',
  ]);
  const custom = page.getByLabel('Your business category');
  await errorUnder(custom, CUSTOM_CATEGORY_REQUIRED);
  await expect(custom).toBeFocused();
  await dismissToasts(page);
  await page.keyboard.type('Sensory Gym');
  await tabTo(page, phone);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('(617) 555-0123');
  await expect(page.getByText(PHONE_INVALID)).toHaveCount(0);
  await tabTo(page, email);
  /* Tab selects the field's text; End keeps what is there. */
  await page.keyboard.press('End');
  await page.keyboard.type('lighthouse.example');
  await expect(page.getByText(EMAIL_INVALID)).toHaveCount(0);
  await tabTo(page, page.getByLabel('Business Address'));
  await page.keyboard.type('40 Beacon Street, Boston, MA');
  const locations = page.getByLabel('Number of Locations');
  await tabTo(page, locations);
  await chooseWithKeys(page, locations, '10+ locations');

  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Sensory Accommodations')).toBeFocused();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByText('67% complete')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const item of [
    'Quiet Waiting Area',
    'Sensory-Friendly Hours',
    'Visual Schedules or Social Stories',
  ]) {
    await tabTo(page, page.getByLabel(item));
    await page.keyboard.press('Space');
  }
  await tabTo(page, page.getByLabel('Suggest another accommodation'));
  await page.keyboard.type('Crash mats in a quiet corner');

  /* Users fill it in over several sittings: a reload keeps the step and every answer. */
  await page.reload();
  await expect(stepHeading(page, 'Sensory Accommodations')).toBeVisible();
  await expect(fastTrack(page)).toHaveCount(0);
  await expect(page.getByLabel('Sensory-Friendly Hours')).toBeChecked();
  await expect(page.getByLabel('Visual Schedules or Social Stories')).toBeChecked();
  await expect(page.getByLabel('Weighted Blankets / Lap Pads')).not.toBeChecked();
  await expect(page.getByLabel('Suggest another accommodation')).toHaveValue(
    'Crash mats in a quiet corner',
  );
  const back = page.getByRole('button', { name: 'Back' });
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Business Information')).toBeFocused();
  await expect(page.getByLabel('Business Name')).toHaveValue('Lighthouse Sensory Gym');
  await expect(page.getByLabel('Your business category')).toHaveValue('Sensory Gym');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(617) 555-0123');
  await expect(page.getByLabel('Number of Locations')).toHaveValue('10+ locations');

  for (const heading of ['Sensory Accommodations', 'Verification & Consent']) {
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, heading)).toBeFocused();
  }
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByText('100% complete')).toBeVisible();
  await expect(page.getByText(UPLOAD_AFTER_ACCOUNT)).toBeVisible();
  for (const [label, href] of [
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['Trust & Safety', '/trust-and-safety'],
  ] as const) {
    const link = page.getByRole('link', { name: `${label} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const submit = page.getByRole('button', { name: SUBMIT });
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);

  const consents = [
    'I agree to have my business listed',
    'I agree that the information I provide',
    'I agree to the Terms of Service',
  ];
  for (const [index, label] of consents.entries()) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.press('Space');
    if (index < consents.length - 1) await expect(submit).toBeDisabled();
  }
  await expect(submit).toBeEnabled();

  let sent: Record<string, unknown> | undefined;
  await page.route(API, async (route) => {
    sent = route.request().postDataJSON();
    await route.continue();
  });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expectToast(
    page,
    SUBMITTED,
    "We'll review your application within 2-3 business days and contact you by email.",
  );
  await expect(page).toHaveURL('/', { timeout: 5000 });
  expect(sent).toMatchObject({
    businessName: 'Lighthouse Sensory Gym',
    businessCategory: OTHER,
    customBusinessCategory: 'Sensory Gym',
    phoneNumber: '(617) 555-0123',
    email: 'owner@lighthouse.example',
    address: '40 Beacon Street, Boston, MA',
    locationCountCategory: '10+ locations',
    sensoryAccommodations: [
      'Quiet Waiting Area',
      'Sensory-Friendly Hours',
      'Visual Schedules or Social Stories',
    ],
    customAccommodationSuggestion: 'Crash mats in a quiet corner',
    consentListing: true,
    consentDataSharing: true,
    consentTerms: true,
    consentVerification: false,
  });
  /* The draft is gone: a new visit starts afresh. */
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  await page.goto('/provider-signup');
  await expect(page.getByLabel('Business Name')).toHaveValue('');
});

test("submit failures: 'Validation Error' from the form and the server, 'Submission Error', a duplicate", async ({
  page,
}) => {
  /* A draft from an earlier sitting with an e-mail the rules refuse, left on step 3. */
  await page.goto('/provider-signup');
  await page.evaluate((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({
        version: 1,
        savedAt: Date.now(),
        step: 3,
        values: {
          businessName: 'Calm Cuts',
          businessCategory: 'Hair Stylist / Barber',
          email: 'owner@calmcuts',
          consentListing: true,
          consentDataSharing: true,
          consentTerms: true,
        },
      }),
    );
  }, DRAFT_KEY);
  await page.reload();
  await maybeLater(page);
  const submit = page.getByRole('button', { name: SUBMIT });
  await submit.click();
  await expectSummary(page, VALIDATION_ERROR, ['Email Address']);
  const email = page.getByLabel('Email Address');
  await expect(email).toBeFocused();
  await errorUnder(email, EMAIL_INVALID);
  await dismissToasts(page);

  await email.fill('owner@calmcuts.example');
  const answers: ((route: Route) => Promise<void>)[] = [
    (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: {
            code: 'INVALID_APPLICATION',
            message: PHONE_INVALID,
            field: 'phoneNumber',
          },
        },
      }),
    (route) =>
      route.fulfill({
        status: 500,
        json: {
          error: {
            code: 'INTERNAL',
            message: 'Something went wrong on our side. Please try again.',
          },
        },
      }),
    (route) => route.abort('connectionfailed'),
    (route) =>
      route.fulfill({
        status: 429,
        json: { error: { code: 'RATE_LIMITED', message: TOO_MANY } },
      }),
  ];
  await page.route(API, async (route) => {
    const answer = answers.shift();
    if (answer) await answer(route);
    else await route.continue();
  });
  const toStep3 = async () => {
    for (const heading of ['Sensory Accommodations', 'Verification & Consent']) {
      if (await stepHeading(page, heading).isVisible()) continue;
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(stepHeading(page, 'Verification & Consent')).toBeVisible();
  };

  await toStep3();
  await submit.click();
  await expectSummary(page, VALIDATION_ERROR, ['Phone Number']);
  await expect(page.getByLabel('Phone Number')).toBeFocused();
  await errorUnder(page.getByLabel('Phone Number'), PHONE_INVALID);
  await dismissToasts(page);

  await toStep3();
  await submit.click();
  await expectToast(
    page,
    SUBMISSION_ERROR,
    'Error: Something went wrong on our side. Please try again.',
  );
  await dismissToasts(page);

  await submit.click();
  await expectToast(page, SUBMISSION_ERROR, 'An unexpected error occurred. Please try again.');
  await dismissToasts(page);

  await submit.click();
  await expectToast(page, SUBMISSION_ERROR, TOO_MANY);
  await dismissToasts(page);
  /* Nothing was lost along the way. */
  await expect(page).toHaveURL(/\/provider-signup$/);

  /* A real submit, then the same application again: a clear answer, not a second listing. */
  await submit.click();
  await expectToast(page, SUBMITTED);
  await expect(page).toHaveURL('/', { timeout: 5000 });
  await page.goto('/provider-signup');
  await fillWizard(page, { name: 'Calm Cuts', email: 'OWNER@calmcuts.example' });
  await page.getByRole('button', { name: SUBMIT }).click();
  await expectToast(
    page,
    'Application already received',
    'We already have an application for this business from this email address.',
  );
  await expect(page).toHaveURL(/\/provider-signup$/);
});

test('signed in: no fast-track offer, upload disabled until submitted, then a document is attached to the application', async ({
  page,
}) => {
  /* A whole journey with toasts and axe: more than 30 s on a loaded two-core machine. */
  test.slow();
  await page.goto('/');
  await signInWithDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
  await page.goto('/provider-signup');
  await expect(stepHeading(page, 'Business Information')).toBeVisible();
  await expect(fastTrack(page)).toHaveCount(0);
  await fillWizard(page, { name: 'Member Calm Dental', email: 'member.dental@example.com' });

  /* Before the application exists. */
  await expect(page.getByText('Form disabled')).toBeVisible();
  await expect(
    page.getByText('Please submit your application first to enable document upload.'),
  ).toBeVisible();
  const documentInput = page.locator('input[type="file"]');
  await expect(documentInput).toBeDisabled();

  await page.getByRole('button', { name: SUBMIT }).click();
  await expectToast(page, SUBMITTED);
  await expect(page.getByRole('heading', { name: SUBMITTED })).toBeFocused();
  await expect(documentInput).toBeEnabled();
  await expectNoAxeViolations(page);
  /* A member is not sent away while deciding about the document. */
  await page.waitForTimeout(2500);
  await expect(page).toHaveURL(/\/provider-signup$/);
  await dismissToasts(page);

  const upload = page.getByRole('button', { name: 'Upload Document' });
  await upload.click();
  await expectToast(page, 'No file selected', 'Please upload a verification document.');
  await dismissToasts(page);

  await documentInput.setInputFiles({
    name: 'license.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
  });
  await expectToast(page, 'File too large', 'Please upload a file smaller than 5MB.');
  await expect(documentInput).toHaveValue('');
  await dismissToasts(page);

  await documentInput.setInputFiles({
    name: 'license.docx',
    mimeType: 'application/msword',
    buffer: Buffer.from('not a pdf'),
  });
  await expectToast(page, 'Invalid file type', 'Please upload a PDF, JPG, or PNG file.');
  await dismissToasts(page);

  /* Named like a PDF, but the server reads its content. */
  await documentInput.setInputFiles({
    name: 'license.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('This is my license, honest.\n'),
  });
  await upload.click();
  await expectToast(page, 'Invalid file type', 'Please upload a PDF, JPG, or PNG file.');
  await expect(documentInput).toHaveValue('');
  await dismissToasts(page);

  const pdf = {
    name: 'license.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  };
  const documents = '**/api/provider-applications/*/documents';
  await page.route(documents, (route) =>
    route.fulfill({
      status: 429,
      json: {
        error: {
          code: 'TOO_MANY_UPLOADS',
          message: 'You have uploaded many files in the last hour.',
        },
      },
    }),
  );
  await documentInput.setInputFiles(pdf);
  await upload.click();
  await expectToast(
    page,
    'Upload failed',
    'You have uploaded many files in the last hour. Please try again.',
  );
  await dismissToasts(page);
  await page.unroute(documents);
  await page.route(documents, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
  );
  await documentInput.setInputFiles(pdf);
  await upload.click();
  await expectToast(
    page,
    'Submission failed',
    'There was an error submitting your verification. Please try again.',
  );
  await dismissToasts(page);
  await page.unroute(documents);

  await documentInput.setInputFiles(pdf);
  await upload.click();
  await expectToast(
    page,
    'Verification submitted!',
    'Your documents were received. Our team will review them shortly.',
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'Verification Documents Submitted' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 5000 });
});

import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { expectNoAxeViolations, tabTo, toast } from './support/page';

/* The spec's words (provider-admin-side.md §2, §5, §6, §8), written out so a changed text fails. */
const SIGNED_OUT_TITLE = 'Access Denied';
const SIGNED_OUT_TEXT = 'You must be signed in to access the admin panel';
const NOT_ADMIN_TITLE = '403 - Access Denied';
const NOT_ADMIN_TEXT = "You don't have administrator privileges";
const TABS = [
  'Review Moderation',
  'Provider Verification',
  'Practitioner Approvals',
  'Promotion Dashboard',
  'Duplicate Emails',
  'Photos',
  'Reported Messages',
];
const CANNOT_UNDO = 'This action cannot be undone.';
const REJECT_NOTES = 'Please provide notes when rejecting a review.';
const BULK_REJECT_NOTES = 'Please provide notes when rejecting reviews.';
const MODERATED = 'Review moderated';
const BULK_DONE = 'Bulk moderation completed';
const MODERATE_FAILED = 'Failed to moderate review. Please try again.';
const BULK_FAILED = 'Failed to moderate reviews. Please try again.';
const NO_PERMISSION_MODERATE = "You don't have permission to moderate reviews.";
const PRACTITIONER_FAILED = 'Failed to update practitioner approval status.';
const NO_PERMISSION_ACTION = "You don't have permission to perform this action.";

const ADMIN = 'admin@calmpath.local';

/*
 * The admin signs in once (through the dialog) and the session is reused: sign-ins are limited
 * per e-mail address (AUTH_RATE_LIMIT_PER_EMAIL in playwright.config.ts).
 */
const ADMIN_STATE = path.resolve('.tmp/e2e-admin-state.json');

async function openAdmin(page: Page, tab = '') {
  await page.goto(`/admin${tab ? `?tab=${tab}` : ''}`);
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
}

const reviewCards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
/* A single decision asks once before it is made (decision 041). */
const confirm = (page: Page, label: string) =>
  page.getByRole('alertdialog').getByRole('button', { name: label, exact: true }).click();

test('signed out: Access Denied with Sign In, which opens the dialog and returns to the panel', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: SIGNED_OUT_TITLE })).toBeVisible();
  await expect(page.getByText(SIGNED_OUT_TEXT, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(ADMIN);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('tab', { name: 'Review Moderation' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

/* The moderator works the desk instead (decision 041; admin-roles.spec.ts). */
for (const who of ['member@calmpath.local', 'owner@calmpath.local']) {
  test(`signed in without the admin role (${who}): 403 with a way home`, async ({ page }) => {
    await page.goto('/admin');
    await signInWithDialog(page, who, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: NOT_ADMIN_TITLE })).toBeVisible();
    await expect(page.getByText(NOT_ADMIN_TEXT, { exact: true })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    /* The sign-in toast arrives with its own code (decision 024): judge the page once it is in. */
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test.describe('as the admin', () => {
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: E2E_ORIGIN,
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    await page.goto('/admin');
    await signInWithDialog(page, ADMIN, DEMO_PASSWORD);
    await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
    await context.storageState({ path: ADMIN_STATE });
    await context.close();
  });
  test.use({ storageState: ADMIN_STATE });

  test('admins see the five tabs and Photos in order, Review Moderation first; the tab is kept in the URL', async ({
    page,
  }) => {
    await openAdmin(page);
    await expect(page.getByRole('tab')).toHaveText(TABS);
    await expect(page.getByRole('tab', { name: 'Review Moderation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Practitioner Approvals' }).click();
    await expect(page).toHaveURL(/\?tab=practitioners$/);
    await expect(page.getByRole('heading', { name: 'Practitioner Approvals' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Practitioner Approvals' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const [key, name] of [
      ['verification', 'Provider Verification'],
      ['promotion', 'Promotion Dashboard'],
      ['duplicates', 'Duplicate Emails'],
      ['moderation', 'Review Moderation'],
    ] as const) {
      await page.goto(`/admin?tab=${key}`);
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
    }
    /* Arrow keys move between tabs (Radix), and the URL follows. */
    await page.getByRole('tab', { name: 'Review Moderation' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?tab=verification$/);
    await page.goto('/admin?tab=nonsense');
    await expect(page.getByRole('tab', { name: 'Review Moderation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('moderates one review at a time: approve, reject with notes, skip', async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole('heading', { name: 'Pending reviews' })).toBeVisible();
    await expect(reviewCards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);

    /* Approve the first review. */
    const first = reviewCards(page).first();
    const firstText = (await first.locator('p.whitespace-pre-line').textContent()) ?? '';
    await first.getByLabel(/Moderator notes/).fill('Looks genuine.');
    await first.getByRole('button', { name: 'Approve' }).click();
    await confirm(page, 'Approve');
    await expect(toast(page, MODERATED).getByText('The review was approved.')).toBeVisible();
    await expect(page.getByText(firstText, { exact: true })).toHaveCount(0);

    /* Reject needs notes. */
    const second = reviewCards(page).first();
    const secondText = (await second.locator('p.whitespace-pre-line').textContent()) ?? '';
    await second.getByRole('button', { name: 'Reject' }).click();
    await expect(second.getByRole('alert')).toHaveText(REJECT_NOTES);
    await expect(second.getByLabel(/Moderator notes/)).toBeFocused();
    await second.getByLabel(/Moderator notes/).fill('Not about this business.');
    await expect(second.getByRole('alert')).toHaveCount(0);
    await second.getByRole('button', { name: 'Reject' }).click();
    await confirm(page, 'Reject');
    await expect(toast(page, MODERATED).getByText('The review was rejected.')).toBeVisible();
    await expect(page.getByText(secondText, { exact: true })).toHaveCount(0);

    /* Skip moves on without deciding; skipped reviews can be shown again. */
    const third = reviewCards(page).first();
    const thirdText = (await third.locator('p.whitespace-pre-line').textContent()) ?? '';
    await third.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByText(thirdText, { exact: true })).toHaveCount(0);
    await expect(reviewCards(page).first().getByRole('heading')).toBeFocused();
    await page.getByRole('button', { name: 'Show skipped reviews (1)' }).click();
    await expect(page.getByText(thirdText, { exact: true })).toBeVisible();
  });

  test("a failed or refused decision shows the spec's error", async ({ page }) => {
    await openAdmin(page);
    await expect(reviewCards(page).first()).toBeVisible();
    await page.route('**/api/admin/reviews/*/moderate', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await reviewCards(page).first().getByRole('button', { name: 'Approve' }).click();
    await confirm(page, 'Approve');
    await expect(toast(page, 'Error').getByText(MODERATE_FAILED)).toBeVisible();

    await page.unroute('**/api/admin/reviews/*/moderate');
    await page.route('**/api/admin/reviews/*/moderate', (route) =>
      route.fulfill({
        status: 403,
        json: { error: { code: 'ADMIN_REQUIRED', message: 'Unauthorized: Admin access required' } },
      }),
    );
    await reviewCards(page).first().getByRole('button', { name: 'Approve' }).click();
    await confirm(page, 'Approve');
    await expect(toast(page, 'Error').getByText(NO_PERMISSION_MODERATE)).toBeVisible();

    await page.route('**/api/admin/reviews/moderate', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await page.getByRole('checkbox', { name: /Select all/ }).check();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: /^Approve \d+ reviews$/ }).click();
    await expect(toast(page, 'Error').getByText(BULK_FAILED)).toBeVisible();
  });

  test('bulk moderation by keyboard only: select all, reject needs notes, cannot be undone', async ({
    page,
  }) => {
    /* Up to 200 Tabs at a time through a page of 20 review cards, six times: 31 s beside a second worker. */
    test.slow();
    await openAdmin(page);
    await expect(reviewCards(page).first()).toBeVisible();
    const selectAll = page.getByRole('checkbox', { name: /Select all/ });
    const label = (await page.locator('label', { has: selectAll }).textContent())?.trim() ?? '';
    const count = Number(/\((\d+)\)/.exec(label)?.[1]);
    expect(count).toBeGreaterThan(1);
    /* The first paint shows a few cards; the rest of the page follows at once (decision 048). */
    await expect(reviewCards(page)).toHaveCount(count);

    await tabTo(page, selectAll, 200);
    await page.keyboard.press('Space');
    await expect(selectAll).toBeChecked();
    await expect(page.getByText(`${count} selected`)).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Reject selected' }), 200);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Reject ${count} reviews?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(CANNOT_UNDO, { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    const confirm = dialog.getByRole('button', { name: `Reject ${count} reviews` });
    await tabTo(page, confirm, 200);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(BULK_REJECT_NOTES);
    await expect(dialog.getByLabel(/Notes/)).toBeFocused();
    await page.keyboard.type('Spam wave from one account.');

    /* Escape cancels: nothing is decided. */
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(selectAll).toBeChecked();

    await tabTo(page, page.getByRole('button', { name: 'Reject selected' }), 200);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Notes/)).toHaveValue('');
    await tabTo(page, dialog.getByLabel(/Notes/), 200);
    await page.keyboard.type('Spam wave from one account.');
    await tabTo(page, confirm, 200);
    await page.keyboard.press('Enter');
    await expect(
      toast(page, BULK_DONE).getByText(`${count} reviews rejected.`, { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Pending reviews' })).toBeFocused();

    /* And a bulk approval of the next page's worth, still by keyboard. */
    await expect(reviewCards(page).first()).toBeVisible();
    await tabTo(page, selectAll, 200);
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Approve selected' }), 200);
    await page.keyboard.press('Enter');
    const approve = page.getByRole('alertdialog', { name: /^Approve \d+ reviews\?$/ });
    await expect(approve.getByText(CANNOT_UNDO, { exact: false })).toBeVisible();
    await tabTo(page, approve.getByRole('button', { name: /^Approve \d+ reviews$/ }), 200);
    await page.keyboard.press('Enter');
    await expect(toast(page, BULK_DONE).getByText(/^\d+ reviews approved\.$/)).toBeVisible();
  });

  test('a review proof opens through a short-lived signed link; its errors', async ({
    page,
    playwright,
  }) => {
    /* The member writes a review with a PDF proof, through the real API. */
    const origin = E2E_ORIGIN;
    const member = await playwright.request.newContext({
      baseURL: origin,
      extraHTTPHeaders: { origin },
    });
    const signIn = await member.post('/api/auth/sign-in/email', {
      data: { email: 'member@calmpath.local', password: DEMO_PASSWORD },
    });
    expect(signIn.ok()).toBe(true);
    const picker = await (await member.get('/api/providers/picker')).json();
    const provider = picker.results[5] as { id: number; name: string };
    const upload = await member.post('/api/uploads/review-proof', {
      multipart: {
        file: {
          name: 'appointment.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
        },
      },
    });
    expect(upload.status()).toBe(201);
    const { fileId } = await upload.json();
    const review = await member.post('/api/reviews', {
      data: {
        providerId: provider.id,
        practitionerName: '',
        categoryExperiences: { environment: ['Quiet Waiting Area'], tools: [], communication: [] },
        categoryComments: { environment: 'Quiet corner.', tools: '', communication: '' },
        categoryMatches: { environment: true, tools: true, communication: true },
        feedbackTags: ['Calming'],
        overallRating: 4,
        overallFeedback: 'Proof attached: the quiet corner was ready for us.',
        verifiedExperience: true,
        proofFileId: fileId,
      },
    });
    expect(review.status()).toBe(201);
    await member.dispose();

    await openAdmin(page);
    const card = reviewCards(page).filter({
      hasText: 'Proof attached: the quiet corner was ready for us.',
    });
    await expect(card.getByText('Verified experience')).toBeVisible();
    /* Each ticked accommodation once, under its category; the tags are the experience words. */
    const cardText = (await card.textContent()) ?? '';
    expect(cardText.split('Quiet Waiting Area').length - 1).toBe(1);
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'Calming',
    ]);

    await page.route('**/api/files/*/link*', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await card.getByRole('button', { name: 'View proof' }).click();
    await expect(
      toast(page, 'Error').getByText('Failed to generate secure file access. Please try again.'),
    ).toBeVisible();
    await page.unroute('**/api/files/*/link*');
    await page.route('**/api/files/*/link*', (route) =>
      route.fulfill({
        status: 403,
        json: {
          error: {
            code: 'ACCESS_DENIED',
            message: 'You need moderator privileges to view this document',
          },
        },
      }),
    );
    await card.getByRole('button', { name: 'View proof' }).click();
    await expect(
      toast(page, 'Access Denied').getByText('You need moderator privileges to view this document'),
    ).toBeVisible();
    await page.unroute('**/api/files/*/link*');

    await card.getByRole('button', { name: 'View proof' }).click();
    const link = card.getByRole('link', { name: 'Open proof (new tab)' });
    await expect(link).toBeVisible();
    await expect(card.getByText('Secure access expires in 5 minutes')).toBeVisible();
    const file = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('practitioner approvals: criteria, approve, revoke, and the errors', async ({ page }) => {
    await openAdmin(page, 'practitioners');
    const table = page.getByRole('table', { name: 'Reviews that mention a practitioner' });
    await expect(table).toBeVisible();
    await expect(table.getByText('Review meets criteria').first()).toBeVisible();
    await expect(table.getByText('Review does not meet the criteria').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const eligible = table
      .getByRole('row')
      .filter({ has: page.getByText('Review meets criteria') })
      .filter({ has: page.getByRole('cell', { name: 'Pending', exact: true }) })
      .first();
    const name = (await eligible.getByRole('rowheader').textContent()) ?? '';
    await eligible.getByRole('button', { name: /^Approve / }).click();
    await expect(toast(page, 'Success').getByText('Practitioner approved.')).toBeVisible();
    const approvedRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .filter({ has: page.getByRole('cell', { name: 'Approved', exact: true }) })
      .first();
    await approvedRow.getByRole('button', { name: /^Revoke / }).click();
    await expect(toast(page, 'Success').getByText('Practitioner approval removed.')).toBeVisible();

    const notEligible = table
      .getByRole('row')
      .filter({ has: page.getByText('Review does not meet the criteria') })
      .filter({ has: page.getByRole('cell', { name: 'Pending', exact: true }) })
      .first();
    await expect(notEligible.getByRole('button', { name: /^Approve / })).toBeDisabled();

    await page.route('**/api/admin/practitioners/*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } })
        : route.continue(),
    );
    await notEligible.getByRole('button', { name: /^Reject / }).click();
    await expect(toast(page, 'Error').getByText(PRACTITIONER_FAILED)).toBeVisible();
    await page.unroute('**/api/admin/practitioners/*');
    await page.route('**/api/admin/practitioners/*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            json: {
              error: { code: 'ADMIN_REQUIRED', message: 'Unauthorized: Admin access required' },
            },
          })
        : route.continue(),
    );
    await notEligible.getByRole('button', { name: /^Reject / }).click();
    await expect(toast(page, 'Error').getByText(NO_PERMISSION_ACTION)).toBeVisible();
  });
});

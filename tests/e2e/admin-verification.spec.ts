import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { expectNoAxeViolations } from './support/page';

/*
 * Provider Verification, Promotion Dashboard and Duplicate Emails (decision 017),
 * against the demo data (server/db/seed/verification-demo.ts heads the verification queue).
 * One admin sign-in for the whole file: sign-ins are rate-limited per e-mail.
 */

const ADMIN_STATE = path.resolve('.tmp/e2e-admin-verification-state.json');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  mkdirSync(path.dirname(ADMIN_STATE), { recursive: true });
  const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await page.goto('/');
  await signInWithDialog(page, 'admin@calmpath.local', DEMO_PASSWORD);
  await page.context().storageState({ path: ADMIN_STATE });
  await page.close();
});

test.use({ storageState: ADMIN_STATE });

const card = (page: Page, name: string) => page.getByRole('article', { name });
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
/* Approve & Verify and Link User ask once before acting (decision 041). */
const confirm = (page: Page, label: string) =>
  page.getByRole('alertdialog').getByRole('button', { name: label, exact: true }).click();

async function openVerification(page: Page) {
  await page.goto('/admin?tab=verification');
  await expect(page.getByRole('heading', { name: 'Provider Verification' })).toBeVisible();
}

test.describe('Provider Verification', () => {
  test('lists the queue oldest first and shows a PDF and an image securely', async ({ page }) => {
    /* Axe runs several times over the whole verification tab (the queue and the staff training checks). */
    test.slow();
    await openVerification(page);
    const cards = page.getByRole('article');
    await expect(cards.first()).toHaveAccessibleName('Maple Leaf Pediatric Dentistry');
    await expect(cards.nth(1)).toHaveAccessibleName('Birchwood Speech Therapy');
    await expect(page.getByText(/providers waiting, oldest first/)).toBeVisible();
    await expect(
      card(page, 'Willow Lane Hair Studio').getByText('No document uploaded'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await card(page, 'Maple Leaf Pediatric Dentistry')
      .getByRole('button', { name: /View Document/ })
      .click();
    const dialog = page.getByRole('dialog', {
      name: 'Verification document: Maple Leaf Pediatric Dentistry',
    });
    await expect(dialog.getByText('Secure access expires in 5 minutes')).toBeVisible();
    await expect(
      dialog.getByText(
        'No preview below? Your browser may have blocked it: open the document in a new tab instead.',
      ),
    ).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^blob:/);
    await expect(dialog.getByRole('link', { name: /Open in new tab/ })).toHaveAttribute(
      'href',
      /^\/api\/files\/signed\//,
    );
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^verification-document-\d+\.pdf$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await card(page, 'Birchwood Speech Therapy')
      .getByRole('button', { name: /View Document/ })
      .click();
    const image = page.getByRole('img', {
      name: 'Verification document of Birchwood Speech Therapy',
    });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  });

  test("the viewer's error views and messages", async ({ page }) => {
    await openVerification(page);
    const open = async () => {
      await card(page, 'Birchwood Speech Therapy')
        .getByRole('button', { name: /View Document/ })
        .click();
      return page.getByRole('dialog');
    };
    const close = async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    };
    const linkRoute = '**/api/admin/verification/*/document-link';

    /* No document on file: 'Document Unavailable' with Retry, which then works. */
    await page.route(linkRoute, (route) =>
      route.fulfill({
        status: 404,
        json: { error: { code: 'FILE_NOT_FOUND', message: 'Document not available' } },
      }),
    );
    let dialog = await open();
    await expect(dialog.getByRole('heading', { name: 'Document Unavailable' })).toBeVisible();
    await expect(dialog.getByText('Document not available')).toBeVisible();
    await page.unroute(linkRoute);
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.getByRole('img')).toBeVisible();
    await close();

    /* Someone without the role: 'Access Denied'. */
    await page.route(linkRoute, (route) =>
      route.fulfill({
        status: 403,
        json: { error: { code: 'ADMIN_REQUIRED', message: 'Unauthorized: Admin access required' } },
      }),
    );
    dialog = await open();
    await expect(dialog.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      dialog.getByText('You need moderator privileges to view this document'),
    ).toBeVisible();
    await close();
    await page.unroute(linkRoute);

    /* The link cannot be made: toast, and 'Failed to load document securely.' with Try Again. */
    await page.route(linkRoute, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    dialog = await open();
    await expect(
      toast(page, 'Failed to generate secure file access. Please try again.'),
    ).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: 'Failed to load document securely.' }),
    ).toBeVisible();
    await page.unroute(linkRoute);
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByRole('img')).toBeVisible();
    await close();

    /* The network fails. */
    await page.route(linkRoute, (route) => route.abort());
    await open();
    await expect(toast(page, 'Unable to access document. Please try again.')).toBeVisible();
    await close();
    await page.unroute(linkRoute);

    /* The file itself cannot be read through the signed link. */
    await page.route('**/api/files/signed/**', (route) => route.fulfill({ status: 500, body: '' }));
    await open();
    await expect(toast(page, 'Failed to access file securely.')).toBeVisible();
    await close();
    await page.unroute('**/api/files/signed/**');

    /* The bytes are not an image: 'Image Error', 'Try downloading instead.' */
    await page.route('**/api/files/signed/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: 'not really a png' }),
    );
    dialog = await open();
    await expect(dialog.getByRole('heading', { name: 'Image Error' })).toBeVisible();
    await expect(dialog.getByText('Try downloading instead.')).toBeVisible();

    /* Download asks for a fresh link; when that fails: 'Download Failed'. */
    await page.route(linkRoute, (route) => route.abort());
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(toast(page, 'Download Failed')).toBeVisible();
    await close();
    await page.unroute(linkRoute);
    await page.unroute('**/api/files/signed/**');

    /* A PDF that arrives as something else: 'Document Error'. */
    await page.route('**/api/files/signed/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>nope</p>' }),
    );
    await card(page, 'Maple Leaf Pediatric Dentistry')
      .getByRole('button', { name: /View Document/ })
      .click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Document Error' })).toBeVisible();
    await expect(dialog.getByText('Try downloading instead.')).toBeVisible();
    await close();
    await page.unroute('**/api/files/signed/**');
  });

  test('load and decision failures show the spec messages', async ({ page }) => {
    await page.route('**/api/admin/verification/queue*', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await page.goto('/admin?tab=verification');
    await expect(toast(page, 'Error loading data')).toBeVisible();
    await expect(toast(page, 'Failed to load pending verification requests.')).toBeVisible();
    await page.unroute('**/api/admin/verification/queue*');
    await page.getByRole('button', { name: 'Try Again' }).click();

    const maple = card(page, 'Maple Leaf Pediatric Dentistry');
    await page.route('**/api/admin/verification/*/approve', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await maple.getByRole('button', { name: /Approve & Verify/ }).click();
    await confirm(page, 'Approve & Verify');
    await expect(toast(page, 'Failed to process verification. Please try again.')).toBeVisible();
    await page.unroute('**/api/admin/verification/*/approve');

    await page.route('**/api/admin/verification/*/request-documents', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await maple.getByRole('button', { name: /Request Additional Documents/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Message to the provider').fill('Please send your licence.');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, 'Failed to send document request. Please try again.')).toBeVisible();
    await page.unroute('**/api/admin/verification/*/request-documents');
    /* The dialog stays open so nothing typed is lost; the provider is still waiting. */
    await expect(dialog.getByLabel('Message to the provider')).toHaveValue(
      'Please send your licence.',
    );
    await page.keyboard.press('Escape');
    await expect(maple).toBeVisible();
  });

  test('Approve & Verify makes the listing searchable', async ({ page }) => {
    await openVerification(page);
    const before = await page.request.get('/api/providers/search?q=Maple%20Leaf%20Pediatric');
    expect((await before.json()).results).toEqual([]);
    await card(page, 'Maple Leaf Pediatric Dentistry')
      .getByRole('button', { name: /Approve & Verify/ })
      .click();
    await confirm(page, 'Approve & Verify');
    await expect(toast(page, 'Provider Verified')).toBeVisible();
    await expect(
      toast(page, 'The provider has been verified and notified by email.'),
    ).toBeVisible();
    await expect(card(page, 'Maple Leaf Pediatric Dentistry')).toBeHidden();
    const after = await page.request.get('/api/providers/search?q=Maple%20Leaf%20Pediatric');
    expect((await after.json()).results).toEqual([
      expect.objectContaining({
        name: 'Maple Leaf Pediatric Dentistry',
        accommodation_status: 'verified',
      }),
    ]);
  });

  test('a provider without a contact e-mail is approved and the admin is told no e-mail went out', async ({
    page,
  }) => {
    await openVerification(page);
    const cedar = card(page, 'Cedar Pond Swim School');
    await expect(
      cedar.getByRole('button', { name: /Request Additional Documents/ }),
    ).toBeDisabled();
    await cedar.getByRole('button', { name: /Approve & Verify/ }).click();
    await expect(
      page.getByRole('alertdialog', { name: 'Approve Cedar Pond Swim School?' }),
    ).toBeVisible();
    await confirm(page, 'Approve & Verify');
    await expect(
      toast(
        page,
        'The provider has been verified. The e-mail could not be sent: there is no contact e-mail on file.',
      ),
    ).toBeVisible();
    await expect(cedar).toBeHidden();
  });

  test('Reject needs a reason', async ({ page }) => {
    await openVerification(page);
    await card(page, 'Willow Lane Hair Studio')
      .getByRole('button', { name: /^Reject/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject Willow Lane Hair Studio' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(
      dialog.getByText('Please provide a reason for rejecting this provider.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Reason for rejection')).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog
      .getByLabel('Reason for rejection')
      .fill('We could not find this business at the address given.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Provider Rejected')).toBeVisible();
    await expect(
      toast(page, 'The provider has been rejected and notified by email.'),
    ).toBeVisible();
    await expect(card(page, 'Willow Lane Hair Studio')).toBeHidden();
  });

  test('Request Additional Documents: message required, deadline not before today, then sent', async ({
    page,
  }) => {
    /* Waits for the outbox to send, reloading the whole verification tab each try. */
    test.slow();
    await openVerification(page);
    const aspen = card(page, 'Aspen Grove Occupational Therapy');
    await aspen.getByRole('button', { name: /Request Additional Documents/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Document type')).toHaveValue(
      'State-issued professional license',
    );
    const types = await dialog.getByLabel('Document type').locator('option').allTextContents();
    expect(types).toEqual([
      'State-issued professional license',
      'Business registration or EIN letter',
      'Professional certification or accreditation',
      'Insurance certificate',
      'Other (specify in message)',
    ]);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, 'Missing Information')).toBeVisible();
    await expect(
      dialog.getByText('Please provide a message explaining what documentation is needed.'),
    ).toBeVisible();

    await dialog.getByLabel('Document type').selectOption('Insurance certificate');
    await dialog
      .getByLabel('Message to the provider')
      .fill('Please send your liability insurance certificate.');
    await dialog.getByLabel(/Deadline/).fill('2020-01-01');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(dialog.getByText('The deadline cannot be before today.')).toBeVisible();
    await expectNoAxeViolations(page);

    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
    const local = new Date(inTwoWeeks.getTime() - inTwoWeeks.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 10);
    await dialog.getByLabel(/Deadline/).fill(local);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page, 'Document Request Sent')).toBeVisible();
    await expect(
      toast(page, 'The provider has been asked for additional documents.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(aspen.getByText('Document requested: Insurance certificate')).toBeVisible();
    await expect(aspen.getByText(`Please upload it by ${local}.`)).toBeVisible();
    await expect(aspen.getByText('Documents Under Review')).toBeVisible();
    /* Queued with the decision; the outbox worker (polling every 3 s) then sends it. */
    await expect(aspen.getByText(/^E-mail (waiting to be sent|sent)/)).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(aspen.getByText(/^E-mail sent/)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 45_000 });
  });
});

test.describe('Promotion Dashboard', () => {
  test('figures, the toggle and the editor; search follows at once', async ({ page }) => {
    await page.goto('/admin?tab=promotion');
    await expect(page.getByRole('heading', { name: 'Promotion Dashboard' })).toBeVisible();
    await expect(page.getByText('Monthly revenue')).toBeVisible();
    await expect(page.getByText('Verification rate')).toBeVisible();
    await expectNoAxeViolations(page);

    /* The list is by fee, highest first. */
    const fees = await page
      .getByRole('table')
      .locator('tbody tr td:nth-child(3)')
      .allTextContents();
    const amounts = fees.map((f) => Number(f.replace(/[$,]/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    /* An expired promotion cannot be switched on (decision 041): toggle one that runs or can. */
    const firstSwitch = page
      .getByRole('row')
      .filter({ hasNot: page.getByText('Expired', { exact: true }) })
      .getByRole('switch')
      .first();
    const wasOn = (await firstSwitch.getAttribute('aria-checked')) === 'true';
    await firstSwitch.click();
    await expect(toast(page, 'Status Updated')).toBeVisible();
    await expect(toast(page, 'The promotion status has been changed.')).toBeVisible();
    await expect(firstSwitch).toHaveAttribute('aria-checked', String(!wasOn));

    await page.getByLabel('Find a provider by name').fill('Aspen Grove');
    await page.getByRole('button', { name: /Aspen Grove Occupational Therapy/ }).click();
    const heading = page.getByRole('heading', {
      name: 'Promotion of Aspen Grove Occupational Therapy',
    });
    await expect(heading).toBeFocused();
    await page.getByLabel('Tier').selectOption('premium');
    await page.getByLabel('Monthly fee (USD)').fill('12.345');
    await page.getByRole('button', { name: 'Save promotion' }).click();
    await expect(
      page.getByText('Please enter a monthly fee of 0 or more, with at most two decimals.'),
    ).toBeVisible();
    await page.getByLabel('Monthly fee (USD)').fill('59.99');
    await page.getByLabel(/Expiry date/).fill('2031-06-30');
    await page.getByRole('button', { name: 'Save promotion' }).click();
    await expect(toast(page, 'Promotion Updated')).toBeVisible();

    const row = page.getByRole('row', { name: /Aspen Grove Occupational Therapy/ });
    await expect(row.getByRole('cell', { name: '$59.99' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '2031-06-30' })).toBeVisible();
    const rowSwitch = row.getByRole('switch', {
      name: 'Promotion active for Aspen Grove Occupational Therapy',
    });
    await expect(rowSwitch).toHaveAttribute('aria-checked', 'false');
    await rowSwitch.click();
    await expect(rowSwitch).toHaveAttribute('aria-checked', 'true');
    const search = await page.request.get('/api/providers/search?q=Aspen%20Grove');
    const [top] = (await search.json()).results;
    expect(top).toMatchObject({
      name: 'Aspen Grove Occupational Therapy',
      promotion_tier: 'premium',
      promotion_status: 'active',
    });

    await page.route('**/api/admin/promotion/providers/*/status', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await rowSwitch.click();
    await expect(toast(page, 'Failed to update the promotion. Please try again.')).toBeVisible();
    await expect(rowSwitch).toHaveAttribute('aria-checked', 'true');
  });
});

test.describe('Duplicate Emails', () => {
  test('failure and empty states', async ({ page }) => {
    await page.route('**/api/admin/duplicate-emails*', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await page.goto('/admin?tab=duplicates');
    await expect(toast(page, 'Failed to fetch duplicate email data.')).toBeVisible();
    await page.unroute('**/api/admin/duplicate-emails*');
    await page.route('**/api/admin/duplicate-emails*', (route) =>
      route.fulfill({ status: 200, json: { groups: [], nextCursor: null } }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('No Duplicate Emails Found')).toBeVisible();
  });

  test('shows the shared e-mail with counts, ids and dates, and links the chosen account', async ({
    page,
  }) => {
    await page.goto('/admin?tab=duplicates');
    const group = page.getByRole('article', { name: 'jordan.lee@sunrisedance.example' });
    await expect(group.getByText('2 user accounts · 1 provider')).toBeVisible();
    await expect(
      group.getByText('More than one user account has this e-mail: consider merging them.'),
    ).toBeVisible();
    await expect(
      page.getByText('Link a user account to a provider to make that user its business admin.'),
    ).toBeVisible();
    await expect(group.getByText('ID demo-dup-jordan', { exact: true })).toBeVisible();
    await expect(group.getByText('Joined Mar 11, 2021', { exact: true })).toBeVisible();
    await expect(group.getByText('Sunrise Dance Studio', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const select = group.getByLabel('Account to link to Sunrise Dance Studio');
    await select.selectOption({ label: 'Jordan Lee (second account) (joined Mar 12, 2021)' });

    await page.route('**/api/admin/duplicate-emails/link', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await group.getByRole('button', { name: /Link User/ }).click();
    await confirm(page, 'Link User');
    await expect(toast(page, 'Failed to link user to provider.')).toBeVisible();
    await page.unroute('**/api/admin/duplicate-emails/link');

    await group.getByRole('button', { name: /Link User/ }).click();
    await confirm(page, 'Link User');
    await expect(toast(page, 'User Linked')).toBeVisible();
    await expect(
      toast(page, 'Jordan Lee (second account) is now the business admin of Sunrise Dance Studio.'),
    ).toBeVisible();
    await expect(group.getByText('Business admin: Jordan Lee (second account)')).toBeVisible();
    await expect(group.getByRole('button', { name: /Link User/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(group.getByText('Business admin: Jordan Lee (second account)')).toBeVisible();
  });
});

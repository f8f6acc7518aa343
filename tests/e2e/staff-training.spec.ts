import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { expectNoAxeViolations, tabTo, toast } from './support/page';

/*
 * Staff training that can be checked (decision 071): on a phone the business admin lists a
 * training with its certificate, an admin verifies it in the verification tab with the keyboard,
 * and the badge shows on the provider page with its month and year, also at 320 px.
 */

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const monthYear = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

test.describe.configure({ mode: 'serial' });

test('the owner adds a training with a certificate at 390 px, an admin verifies it by keyboard, the badge shows on the page', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Autism Awareness ${Date.now().toString(36)}`;
  const completed = day(-40);
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

  /* ---------- The business admin, on a phone ---------- */
  const ownerContext = await browser.newContext(phone);
  const owner = await ownerContext.newPage();
  await owner.goto('/');
  await signInWithDialog(owner, 'owner@calmpath.local', DEMO_PASSWORD);
  const mine = await owner.request.get('/api/business/providers');
  expect(mine.status()).toBe(200);
  const providerId = ((await mine.json()) as { providers: { id: number }[] }).providers[0]?.id;
  expect(providerId).toBeTruthy();
  await owner.goto(`/provider-dashboard?tab=profile&provider=${providerId}`);
  const section = owner.getByRole('region', { name: 'Staff training' });
  await expect(section).toBeVisible();

  const add = section.getByRole('button', { name: 'Add training' });
  await tabTo(owner, add);
  await owner.keyboard.press('Enter');
  const form = section.getByRole('form', { name: 'Add staff training' });
  await expect(form).toBeVisible();
  await form.getByLabel('Training or certification').fill(name);
  await form.getByLabel('Issued by').fill('Calm Minds Institute');
  await form.getByLabel('Completed on').fill(completed);
  /* An expiry before the completion is refused with words, before anything is sent. */
  await form.getByLabel('Expires on (optional)').fill(day(-60));
  await form.getByRole('button', { name: 'Save training' }).press('Enter');
  await expect(form.getByText('The expiry date must be after the completion date.')).toBeVisible();
  await expect(form.getByLabel('Expires on (optional)')).toBeFocused();
  await form.getByLabel('Expires on (optional)').fill(day(400));
  await form
    .getByLabel('Certificate or proof (PDF, JPG or PNG, up to 5 MB)')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectNoAxeViolations(owner);
  await noSidewaysScroll(owner, 390);
  await tabTo(owner, form.getByRole('button', { name: 'Save training' }));
  await owner.keyboard.press('Enter');
  await expect(toast(owner, 'Training saved. Our team will check it.')).toBeVisible();
  await expect(add).toBeFocused();
  const item = section.getByRole('listitem').filter({ hasText: name });
  await expect(item.getByText('Waiting for checking')).toBeVisible();
  await expect(item.getByText('Certificate sent', { exact: false })).toBeVisible();

  /* ---------- An admin checks it ---------- */
  const adminContext = await browser.newContext(phone);
  const admin = await adminContext.newPage();
  await admin.goto('/');
  await signInWithDialog(admin, 'admin@calmpath.local', DEMO_PASSWORD);
  await admin.goto('/admin?tab=verification');
  const checks = admin.getByRole('region', { name: 'Staff training to check' });
  await expect(checks).toBeVisible();
  const card = checks.getByRole('group', { name, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText('Calm Minds Institute')).toBeVisible();
  const view = card.getByRole('button', { name: `View certificate ${name}` });
  /* The provider queue's twenty cards come first: focus starts on the certificate's button. */
  await view.focus();
  await admin.keyboard.press('Enter');
  await expect(card.getByText('The link works for 5 minutes.')).toBeVisible();
  const href = await card.getByRole('link', { name: /\.pdf$/ }).getAttribute('href');
  const file = await admin.request.get(href ?? '');
  expect(file.status()).toBe(200);
  await expectNoAxeViolations(admin);
  await noSidewaysScroll(admin, 390);

  await tabTo(admin, card.getByRole('button', { name: `Verify ${name}` }));
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('alertdialog', { name: `Verify ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await admin.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Verify' })).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(toast(admin, 'Training verified.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(checks.getByRole('heading', { name: 'Staff training to check' })).toBeFocused();
  await adminContext.close();

  /* ---------- The provider page shows the badge, at 390 and 320 px ---------- */
  await owner.goto(`/providers/${providerId}`);
  const badge = owner.getByText(
    `Staff trained: ${name}, Calm Minds Institute, ${monthYear(completed)}`,
  );
  await expect(badge).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Staff training' })).toBeVisible();
  await owner.setViewportSize({ width: 320, height: 700 });
  await expect(badge).toBeVisible();
  await noSidewaysScroll(owner, 320);
  await expectNoAxeViolations(owner);

  /* The dashboard says it was checked. */
  await owner.goto(`/provider-dashboard?tab=profile&provider=${providerId}`);
  await expect(
    owner
      .getByRole('region', { name: 'Staff training' })
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByText('Checked', { exact: true }),
  ).toBeVisible();
  await noSidewaysScroll(owner, 320);
  await ownerContext.close();
});

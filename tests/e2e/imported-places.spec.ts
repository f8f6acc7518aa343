import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config';
import { REGISTRY_DEMO } from '../../server/db/seed/registry-demo';
import { DEMO_PASSWORD, signInWithDialog, signUpAndConfirm } from './support/auth';
import { readMail, uniqueEmail } from './support/mail';
import { expectNoAxeViolations, toast } from './support/page';

/*
 * Places listed from public registries (decisions 059, 060), from the demo data's four imported
 * places: found by search, honestly shown, reviewed by a member, claimed by their owner through the
 * wizard and verified by an admin; OpenStreetMap's credit where such a place shows.
 */

const ADMIN_STATE = path.resolve('.tmp/e2e-imported-places-admin.json');

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: E2E_ORIGIN,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/');
  await signInWithDialog(page, 'admin@calmpath.local', DEMO_PASSWORD);
  await context.storageState({ path: ADMIN_STATE });
  await context.close();
});

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN, storageState: ADMIN_STATE });
  return { context, page: await context.newPage() };
}

/** Searches the home page for the place and opens its page from its card. */
async function openFromSearch(page: Page, name: string) {
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article', { name }).first();
  await expect(card).toBeVisible();
  await card.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test('an NPI registry place: found by search, shown as not yet reviewed from its source, reviewed by a member, then shows the review', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = REGISTRY_DEMO.nppesDentist;
  await openFromSearch(page, name);
  await expect(page.getByTestId('not-yet-reviewed')).toHaveText('Not yet reviewed');
  await expect(page.getByTestId('listing-source')).toHaveText(
    'From the NPI registry, updated Oct 14, 2026',
  );
  await expect(
    page.getByText(/Location approximate: the registry gives only the ZIP code/),
  ).toBeVisible();
  /* No accommodation claimed, no badge. */
  await expect(page.getByRole('region', { name: 'Badges' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  /* A member writes the first review, choosing the place in the review form's picker. */
  await signUpAndConfirm(page, uniqueEmail('imported.member'), 'calm-imported-1', 'Ivy Importer');
  await page.goto('/review');
  const combobox = page.getByRole('combobox', { name: 'Business' });
  await combobox.fill('Lakeside Pediatric');
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(combobox).toHaveValue(name);
  await page.getByRole('button', { name: 'Next' }).click();
  for (const item of ['Quiet Waiting Area', 'Dim or Adjustable Lighting']) {
    await page.getByRole('checkbox', { name: item }).check();
  }
  await page.getByRole('radio', { name: '5 — calm and easy' }).check();
  const feedback = `A calm first visit to a listed place (${Date.now().toString(36)}).`;
  await page.getByLabel('Overall experience').fill(feedback);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review Submitted')).toBeVisible();

  const admin = await adminPage(browser);
  await admin.page.goto('/admin?tab=moderation');
  const review = admin.page.getByRole('article').filter({ hasText: feedback });
  await review.getByRole('button', { name: 'Approve' }).click();
  await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(toast(admin.page, 'Review moderated')).toBeVisible();
  await admin.context.close();

  await openFromSearch(page, name);
  await expect(page.getByTestId('not-yet-reviewed')).toHaveCount(0);
  await expect(page.getByTestId('listing-source')).toBeVisible();
  const published = page.getByRole('article').filter({ hasText: feedback });
  await expect(published).toBeVisible();
  await expect(published.getByText('2 of 18 accommodations noticed')).toBeVisible();
});

test("an OpenStreetMap place carries OpenStreetMap's credit and the open-data download", async ({
  page,
}) => {
  const name = REGISTRY_DEMO.osmBarber;
  await openFromSearch(page, name);
  const credit = page.getByRole('link', { name: '© OpenStreetMap contributors' });
  await expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  await expect(page.getByTestId('listing-source')).toContainText(
    'From OpenStreetMap, updated Aug 21, 2026',
  );
  /* Its point is OpenStreetMap's own: nothing says it is approximate. */
  await expect(page.getByText(/Location approximate/)).toHaveCount(0);
  const download = page.getByRole('link', { name: /Download the OpenStreetMap-derived listings/ });
  const href = await download.getAttribute('href');
  expect(href).toBe('/api/open-data/osm-places.csv');
  const csv = await page.request.get(href as string);
  expect(csv.ok()).toBe(true);
  const body = await csv.text();
  expect(body).toContain(`node/4815162342,${name},Hair Stylist / Barber`);
  expect(body).not.toContain(REGISTRY_DEMO.nppesDentist);
  await expectNoAxeViolations(page);
});

test("a search card says an imported place is not yet reviewed, carries OpenStreetMap's credit and no 'Verified Provider'; so does the prep sheet", async ({
  page,
}) => {
  /* The swim centre: no other test here reviews it or verifies its claimant. */
  const name = REGISTRY_DEMO.osmSwim;
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article', { name }).first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('not-yet-reviewed')).toHaveText('Not yet reviewed');
  await expect(card.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect(card.getByText(/Verified Provider/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  /* An NPI registry place: not yet reviewed, no OpenStreetMap credit. */
  const speech = page.getByRole('article', { name: REGISTRY_DEMO.nppesSpeech });
  await page.goto(`/?q=${encodeURIComponent(REGISTRY_DEMO.nppesSpeech)}`);
  await expect(speech.first()).toBeVisible();
  await expect(speech.first().getByText(/Verified Provider/)).toHaveCount(0);
  await expect(speech.first().getByRole('link', { name: /OpenStreetMap/ })).toHaveCount(0);

  /* Its marker's popup on the map says the same (no network for tiles here). */
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto(`/?q=${encodeURIComponent(name)}&view=map`);
  const map = page.getByRole('region', { name: 'Map of the results on this page' });
  const marker = map.locator('.calmpath-marker').first();
  await expect(marker).toBeVisible({ timeout: 20_000 });
  await marker.focus();
  await page.keyboard.press('Enter');
  const popup = map.locator('.leaflet-popup');
  await expect(popup.getByText('Not yet reviewed')).toBeVisible();
  await expect(popup.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect(popup.getByText(/Approximate location/)).toHaveCount(0);

  /* The printable sheet carries the registry line and the credit. */
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  await card.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop();
  await page.goto(`/providers/${id}/prepare`);
  await expect(page.getByTestId('listing-source')).toContainText(
    'From OpenStreetMap, updated Jul 30, 2026',
  );
  await expect(page.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
});

test('its owner claims a listing through the wizard, filled in from it; an admin verifies it and it is theirs', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = REGISTRY_DEMO.nppesSpeech;
  const owner = uniqueEmail('imported.owner');
  await signUpAndConfirm(page, owner, 'calm-claim-1', 'Gina Mountain');
  await openFromSearch(page, name);
  await expect(page.getByText('Is this your business?')).toBeVisible();
  await page.getByRole('link', { name: 'Claim this listing' }).click();
  await expect(page).toHaveURL(/\/provider-signup\?claim=\d+$/);
  await expect(
    page.getByRole('note').filter({ hasText: `You are claiming the listing “${name}”.` }),
  ).toBeVisible();
  await expect(page.getByLabel('Business Name')).toHaveValue(name);
  await expect(page.getByLabel('Email Address')).toHaveValue(owner);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Quiet Waiting Area').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('I agree to have my business listed').check();
  await page.getByLabel('I agree that the information I provide').check();
  await page.getByLabel('I agree to the Terms of Service').check();
  await page.getByRole('button', { name: 'Submit Provider Application' }).click();
  await expect(toast(page, 'Application Submitted Successfully! 🎉')).toBeVisible();
  await readMail(owner, 'application-received');
  await page.getByRole('button', { name: 'Skip for now' }).click();

  /* One listing, now claimed: its page no longer offers the claim. */
  await openFromSearch(page, name);
  await expect(page.getByText('Is this your business?')).toHaveCount(0);

  /* The admin verifies the claimant; the approval e-mail goes to the claimant's address. */
  const admin = await adminPage(browser);
  await admin.page.goto(`/admin?tab=verification`);
  await admin.page.getByRole('searchbox').first().fill(name);
  const card = admin.page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText(owner)).toBeVisible();
  await card.getByRole('button', { name: /Approve & Verify/ }).click();
  await admin.page
    .getByRole('alertdialog', { name: `Approve ${name} and e-mail its signup link?` })
    .getByRole('button', { name: 'Approve & Verify' })
    .click();
  await expect(toast(admin.page, 'Provider Verified')).toBeVisible();
  await admin.context.close();
  const approved = await readMail(owner, 'verification-approved');
  const link = approved.links.find((l) => l.includes('/business-signup?'));
  expect(link).toBeTruthy();

  /* The business signup link, as today, makes the signed-in claimant its business admin. */
  const url = new URL(link as string);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('✓ Verified Provider');
});

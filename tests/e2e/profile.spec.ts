import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { profileDemo } from './support/profile-demo';

/*
 * The provider profile (decision 027): from a search result to the page, reading a review, the
 * print sheet, the server-rendered JSON-LD, and helpful / report reaching the admin's queue.
 */
const { provider, pending } = profileDemo();

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze()).violations;

test.beforeAll(() => {
  expect(provider?.approved.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(pending).toBeDefined();
});

test('from a search result to the profile: read a review; the page passes axe', async ({
  page,
}) => {
  const { p, approved } = provider as NonNullable<typeof provider>;
  await page.goto(`/?q=${encodeURIComponent(p.name)}`);
  const card = page.getByRole('article', { name: p.name });
  await card.getByRole('link', { name: p.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/providers/${p.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
  await expect(page).toHaveTitle(`${p.name}: ${p.category} in ${p.location} · CalmPath`);
  await expect(page.getByRole('link', { name: 'Leave a Review' })).toHaveAttribute(
    'href',
    `/review?provider=${p.id}`,
  );
  await expect(page.getByRole('heading', { name: 'Accommodations and how we know' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Best time to visit' })).toBeVisible();

  const reviews = page.getByRole('region', { name: 'Reviews from families' });
  const newest = approved[0] as (typeof approved)[number];
  const first = reviews.getByRole('article').first();
  await expect(first).toContainText(newest.review_text);
  /* First name and last initial, never the e-mail's local part. */
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(/^[A-Z][a-z'-]+( [A-Z]\.)?$/);
  await expect(reviews).not.toContainText('@example.com');
  await expect(reviews).not.toContainText(newest.reviewer_name ?? '@');
  expect(await axe(page)).toEqual([]);
});

test('the server sends the title, Open Graph tags and JSON-LD that match the page', async ({
  page,
  request,
}) => {
  const { p, approved } = provider as NonNullable<typeof provider>;
  const response = await request.get(`/providers/${p.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<meta property="og:url" content="`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  const ld = JSON.parse(json ?? 'null');
  expect(ld['@type']).toBe('LocalBusiness');
  /* Only reviews whose authors chose stars make the rating (decision 039). */
  const rated = approved.filter((r) => r.rating_chosen).length;
  expect(ld.aggregateRating.reviewCount).toBe(rated);
  const approvedTexts = new Set(approved.map((r) => r.review_text));
  for (const r of ld.review) expect(approvedTexts.has(r.reviewBody)).toBe(true);

  await page.goto(`/providers/${p.id}`);
  const h1 = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
  expect(ld.name).toBe(h1);
  await expect(page.getByTestId('profile-rating')).toContainText(`by ${rated} families`);
  const inPage = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(inPage ?? 'null')).toEqual(ld);
  const firstReview = page
    .getByRole('region', { name: 'Reviews from families' })
    .getByRole('article')
    .first();
  await expect(firstReview).toContainText(ld.review[0].reviewBody);
  await expect(firstReview.getByRole('heading', { level: 3 })).toHaveText(ld.review[0].author.name);
});

test('a pending provider is 404 for the public, with the app’s not-found words', async ({
  page,
  request,
}) => {
  const id = (pending as NonNullable<typeof pending>).id;
  expect((await request.get(`/providers/${id}`)).status()).toBe(404);
  await page.goto(`/providers/${id}`);
  await expect(page.getByRole('heading', { name: 'Business not found' })).toBeVisible();
  await expect(
    page.getByText('We could not find this business. It may not be listed yet.'),
  ).toBeVisible();
});

test('the visit-prep sheet prints: plain 12pt text, no page chrome; it passes axe', async ({
  page,
}) => {
  const { p } = provider as NonNullable<typeof provider>;
  await page.goto(`/providers/${p.id}`);
  await page.getByRole('link', { name: 'Prepare for a visit' }).click();
  await expect(page).toHaveURL(new RegExp(`/providers/${p.id}/prepare$`));
  const title = page.getByRole('heading', { level: 1, name: `Visit-prep sheet: ${p.name}` });
  await expect(title).toBeVisible();
  for (const heading of [
    'What it looks and sounds like',
    'Accommodations and how we know',
    'Best time to visit',
    'What to ask for when you arrive',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  expect(await axe(page)).toEqual([]);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print this sheet' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(title).toBeVisible();
  const size = await page
    .locator('.prepare-sheet')
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  /* 12pt: plain print size, so the sheet fits on two pages (prep-sheet-print.spec.ts). */
  expect(size).toBeGreaterThanOrEqual(16);
  const pdf = await page.pdf({ format: 'Letter' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a member marks a review helpful once and reports another; the admin sees the report', async ({
  page,
  browser,
}) => {
  const { p } = provider as NonNullable<typeof provider>;
  await page.goto(`/providers/${p.id}`);
  await signInWithDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
  const reviews = page.getByRole('region', { name: 'Reviews from families' });
  const first = reviews.getByRole('article').first();
  await first.getByRole('button', { name: /^Helpful/ }).click();
  await expect(first.getByRole('button', { name: /^Marked helpful/ })).toBeDisabled();
  await expect(first).toContainText(/found this helpful/);

  const second = reviews.getByRole('article').nth(1);
  const reportedText = (await second.locator('p.whitespace-pre-line').first().textContent()) ?? '';
  await second.getByRole('button', { name: /^Report/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByLabel('Misleading or false').check();
  await dialog.getByLabel('Anything else we should know? (optional)').fill('Not this place.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. An admin will look at this review.')).toBeVisible();
  await expect(second.getByRole('button', { name: /^Reported/ })).toBeDisabled();

  const admin = await browser.newPage();
  await admin.goto('/');
  await signInWithDialog(admin, 'admin@calmpath.local', DEMO_PASSWORD);
  await admin.goto('/admin?tab=moderation');
  const queue = admin.getByRole('region', { name: 'Reported reviews' });
  const report = queue.getByRole('listitem').filter({ hasText: reportedText.trim() }).first();
  /* The pending queue above loads first; on a loaded machine that takes a while. */
  await expect(report).toContainText('Misleading or false', { timeout: 30_000 });
  await expect(report).toContainText('Not this place.');
  await report.getByRole('button', { name: /^Dismiss report/ }).click();
  await expect(admin.getByText('Report dismissed.')).toBeVisible();
  await admin.close();
});

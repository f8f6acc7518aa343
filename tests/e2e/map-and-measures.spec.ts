import { expect, type Locator, type Page, test } from '@playwright/test';
import type { ProviderCard, SearchResponse } from '../../common/contracts/providers';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { expectNoAxeViolations } from './support/page';

/*
 * Decision 040: the map for every kind of search, a heading that names
 * the search, and one measure per card for a member with needs; no '0% match' for a place nobody
 * has reviewed.
 */
test.setTimeout(180_000);

/* The first answer of a page on a busy two-core machine (shared with other test runs). */
const LOADED = { timeout: 20_000 };

/* The test machine has no network: the map shows its markers on the plain background. */
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

const located = (cards: readonly ProviderCard[]) =>
  cards.filter((c) => typeof c.latitude === 'number' && typeof c.longitude === 'number');

/* Single markers plus the numbers on the clusters. */
async function markersOn(map: Locator): Promise<number> {
  const single = await map.locator('.calmpath-marker').count();
  const clustered = (await map.locator('.marker-cluster span').allTextContents())
    .map(Number)
    .reduce((a, b) => a + b, 0);
  return single + clustered;
}

/** Opens `query` as the map; the markers equal the first page's results that have a point. */
async function expectMapOf(page: Page, query: string): Promise<SearchResponse> {
  const answer = (await (
    await page.request.get(`/api/providers/search?${query}`)
  ).json()) as SearchResponse;
  const places = located(answer.results).length;
  expect(places, `${query}: results with a location`).toBeGreaterThan(0);
  await page.goto(`/?${query}&view=map`);
  const map = page.getByRole('region', { name: 'Map of the results on this page' });
  await expect(map).toBeVisible(LOADED);
  await expect(page.getByText('None of these results has a known location')).toHaveCount(0);
  await expect.poll(() => markersOn(map)).toBe(places);
  await expect(page.getByTestId('map-legend')).toContainText('Approximate location (ZIP centre)');
  return answer;
}

test('a plain search ("Austin") shows its results on the map, each marked approximate, under a heading that names it', async ({
  page,
}) => {
  const answer = await expectMapOf(page, 'q=Austin');
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `${answer.total} ${answer.total === 1 ? 'provider' : 'providers'} for “Austin”`,
    }),
  ).toBeVisible();

  const map = page.getByRole('region', { name: 'Map of the results on this page' });
  for (let i = 0; i < 8 && (await map.locator('.calmpath-marker').count()) === 0; i++) {
    await map.locator('.marker-cluster').first().click();
    await page.waitForTimeout(400);
  }
  const marker = map.locator('.calmpath-marker').first();
  await marker.focus();
  await page.keyboard.press('Enter');
  const popup = map.locator('.leaflet-popup');
  await expect(popup.getByText('Approximate location (ZIP centre)')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a filtered search, a category and a search near a ZIP show their results on the map too', async ({
  page,
}) => {
  await expectMapOf(page, 'q=Austin&needs=quiet-waiting-area');
  await expectMapOf(page, 'group=healthcare');

  const near = await expectMapOf(page, 'q=Austin&near=78701&within=25');
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: new RegExp(`^${near.total} providers? for “Austin” near 78701 \\(within 25 miles\\)$`),
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /for “Within/ })).toHaveCount(0);

  /* Only a ZIP: the heading still names the search. */
  await page.goto('/?near=78701&within=25');
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: /^\d+ providers? near 78701 \(within 25 miles\)$/,
    }),
  ).toBeVisible(LOADED);
});

test('a member with needs sees one measure on a card ("Meets n of your m needs", no "% match"), and the score apart on the profile', async ({
  page,
  baseURL,
}) => {
  /* Cards of this search that would carry a score: there is something to leave out. */
  const anonymous = (await (
    await page.request.get('/api/providers/search?q=Austin')
  ).json()) as SearchResponse;
  const reviewed = anonymous.results.find((r) => r.total_review_count > 0);
  expect(reviewed, 'an Austin result with reviews').toBeDefined();
  if (!reviewed) return;

  await page.goto('/');
  await signInWithDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
  const before = (await (await page.request.get('/api/me')).json()).profile;
  const saveNeeds = (zipCode: string | null, accommodations: string[]) =>
    page.request.put('/api/me/needs', {
      data: { zipCode, accommodations },
      headers: { origin: baseURL ?? '' },
    });
  const needs = [
    'Quiet Waiting Area',
    'Dim or Adjustable Lighting',
    'Sensory-Friendly Hours',
    'Visual Schedules or Social Stories',
  ];
  expect((await saveNeeds(before?.zipCode ?? null, needs)).status()).toBe(200);
  try {
    await page.goto('/?q=Austin');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible(LOADED);
    const count = await cards.count();
    await expect(page.getByTestId('needs-match')).toHaveCount(count);
    for (const card of await cards.all()) {
      await expect(card.getByTestId('needs-match')).toHaveText(/^Meets [0-4] of your 4 needs/);
      await expect(card.getByText(/% match/)).toHaveCount(0);
    }
    await expectNoAxeViolations(page);

    await page.goto(`/providers/${reviewed.id}`);
    await expect(page.getByRole('heading', { level: 1, name: reviewed.name })).toBeVisible(LOADED);
    const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByTestId('needs-match')).toHaveText(/^Meets [0-4] of your 4 needs/);
    await expect(header.getByText(/% match/)).toHaveCount(0);
    const section = page.getByRole('region', { name: 'Sensory match score' });
    await expect(section).toContainText(`${reviewed.sensory_match_score}% match`);
    await expect(section).toContainText('confirmed tags divided by listed tags');
    await expect(section).toContainText('How the business meets your own needs');
    await expectNoAxeViolations(page);
  } finally {
    await saveNeeds(before?.zipCode ?? null, before?.accommodations ?? []);
  }
});

test("a place nobody has reviewed shows 'No reviews yet' in neutral colours, never '0% match'", async ({
  page,
  request,
}) => {
  let unreviewed: ProviderCard | undefined;
  for (const group of ['healthcare', 'personal-care', 'childcare', 'recreation', 'community']) {
    for (let p = 1; p <= 5 && !unreviewed; p += 1) {
      const answer = (await (
        await request.get(`/api/providers/search?group=${group}&page=${p}`)
      ).json()) as SearchResponse;
      unreviewed = answer.results.find((r) => r.total_review_count === 0);
      if (!answer.hasMore) break;
    }
    if (unreviewed) break;
  }
  expect(unreviewed, 'the demo data lists a provider without reviews').toBeDefined();
  if (!unreviewed) return;

  await page.goto(`/?${new URLSearchParams({ q: unreviewed.name })}`);
  const card = page.getByRole('article', { name: unreviewed.name, exact: true });
  await expect(card.getByText('No reviews yet')).toBeVisible(LOADED);
  await expect(card.getByText(/% match/)).toHaveCount(0);

  await page.goto(`/providers/${unreviewed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: unreviewed.name })).toBeVisible(LOADED);
  const section = page.getByRole('region', { name: 'Sensory match score' });
  await expect(section.getByText('No reviews yet')).toBeVisible();
  await expect(page.getByText(/\d+% match/)).toHaveCount(0);
  /* Neutral: the page's own text colours, not the warning tones of a low score. */
  const colour = await section
    .getByText('No reviews yet')
    .evaluate((el) => getComputedStyle(el).color);
  const body = await page.locator('main').evaluate((el) => getComputedStyle(el).color);
  expect(colour).toBe(body);
  await expectNoAxeViolations(page);
});

import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ALL_ACCOMMODATIONS } from '../../common/catalog/accommodations';
import { DEMO_PASSWORD, signInWithDialog } from './support/auth';
import { profileDemo } from './support/profile-demo';

/*
 * The member's needs on the provider profile (decision 031): 'Meets n of
 * your m needs' in the header and 'Similar needs to yours' as a review order and mark.
 */
const { provider } = profileDemo();
const CATALOGUE = new Set<string>(ALL_ACCOMMODATIONS);

test('a member with needs sees how the place meets them and picks the similar-needs order by keyboard', async ({
  page,
  baseURL,
}) => {
  const { p, approved } = provider as NonNullable<typeof provider>;
  /* Needs that some published review of this provider ticked, so one review is marked. */
  const ticked = approved
    .map((r) => (r.sensory_tags ?? []).filter((tag) => CATALOGUE.has(tag)))
    .find((tags) => tags.length > 0);
  expect(ticked).toBeDefined();
  const needs = (ticked ?? []).slice(0, 2);

  await page.goto(`/providers/${p.id}`);
  await expect(page.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
  /* A visitor sees neither the match nor the similar-needs order. */
  await expect(page.getByText(/Meets \d+ of your/)).toHaveCount(0);
  const sort = page.getByLabel('Sort reviews');
  await expect(sort.locator('option', { hasText: 'Similar needs to yours' })).toHaveCount(0);

  await signInWithDialog(page, 'member@calmpath.local', DEMO_PASSWORD);
  /* The demo member has no saved needs in the seed: save some, and put the old ones back after. */
  const before = (await (await page.request.get('/api/me')).json()).profile;
  const saveNeeds = (zipCode: string | null, accommodations: string[]) =>
    page.request.put('/api/me/needs', {
      data: { zipCode, accommodations },
      headers: { origin: baseURL ?? '' },
    });
  expect((await saveNeeds('78701', needs)).status()).toBe(200);
  try {
    await page.reload();
    const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
    const m = needs.length;
    await expect(header.getByTestId('needs-match')).toHaveText(
      new RegExp(`^Meets [0-${m}] of your ${m} ${m === 1 ? 'need' : 'needs'}( · .+)?$`),
    );

    await sort.focus();
    await expect(sort).toHaveValue('newest');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('similar');
    await expect(sort.locator('option:checked')).toHaveText('Similar needs to yours');

    const first = page
      .getByRole('region', { name: 'Reviews from families' })
      .getByRole('article')
      .first();
    await expect(first).toContainText('Similar needs to yours');
    const violations = (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze()
    ).violations;
    expect(violations).toEqual([]);
  } finally {
    await saveNeeds(before?.zipCode ?? null, before?.accommodations ?? []);
  }
});

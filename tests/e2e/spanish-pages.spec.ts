import { expect, test } from '@playwright/test';
import { pathInLocale } from '../../common/i18n/locales';
import { APP_ROUTES } from '../../common/routes';
import { expectNoAxeViolations } from './support/page';
import { PUBLIC_ROUTES } from './support/routes';
import { englishOnlyStrings, normalizeText } from './support/spanish-catalog';
import { englishOnPage } from './support/spanish-text';

/*
 * Spanish pages say only Spanish (decision 062): every page a signed-out visitor can open,
 * at /es/..., 390 px wide, shows no English catalog text whose Spanish differs (the key check: a
 * string not taken from the catalog, or taken before the Spanish was put in place, is English), and
 * passes axe. People's own words (reviews, names) are not in the catalog, and a text the page marks
 * lang="en" is left out. The switcher, lang and hreflang have their own spec (language.spec.ts).
 */

const WIDTH = 390;
const HEIGHT = 740;

/*
 * Every route of common/routes.ts at least once, with demo data ids as width.spec.ts uses them
 * (3 has reviews, 208 the best-time table, 320 all twelve accommodations). A signed-in page opened
 * signed out shows what it shows a visitor (its sign-in prompt); an unknown token, its not-found.
 */
const ROUTES = [
  ...PUBLIC_ROUTES,
  '/?q=dentista',
  '/?q=dentista&view=map',
  '/business-confirmed?provider=1',
  '/providers/3',
  '/providers/208',
  '/providers/320',
  '/providers/3/prepare',
  '/providers/208/prepare',
  '/needs/no-such-token',
  '/onboarding',
  '/welcome',
  '/my-reviews',
  '/my-needs',
  '/account',
  '/admin',
  '/provider/dashboard',
  '/provider-dashboard',
  '/provider/upload-docs/1',
];

/*
 * English a Spanish page still shows, each with where it comes from: the to-do list of the leaks
 * this spec found (2026-11-27) and that were not fixed yet. A text listed here is let through on
 * every page; remove its entry once its source speaks Spanish (the spec then guards it).
 */
const KNOWN_LEAKS: { texts: readonly string[]; source: string }[] = [];

/*
 * Axe findings a Spanish page shares with its English one, not about language, each with its
 * reason: the page is still checked for English, not by axe.
 */
const AXE_KNOWN: Record<string, string> = {
  '/?q=dentista&view=map':
    "At 390 px a map marker (22 by 22 px, web/src/features/search/components/results-map.tsx) lies 21.4 px from a cluster: axe's target-size (WCAG 2.5.8).",
};

/* SPANISH_KNOWN_LEAKS=show lets the listed leaks fail too, to see which are still there. */
const known = new Set(
  process.env.SPANISH_KNOWN_LEAKS === 'show'
    ? []
    : KNOWN_LEAKS.flatMap((leak) => leak.texts.map(normalizeText)),
);

function spanish(route: string): string {
  const [pathname = '/', query] = route.split('?');
  const es = pathInLocale(pathname, 'es');
  return query ? `${es}?${query}` : es;
}

let english = new Map<string, string>();

test.beforeAll(async () => {
  english = await englishOnlyStrings();
  expect(english.size).toBeGreaterThan(500);
});

test('the routes below cover every route of common/routes.ts', () => {
  const paths = ROUTES.map((route) => route.split('?')[0] ?? '/');
  for (const route of APP_ROUTES) {
    const pattern = new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
    expect(
      paths.some((p) => pattern.test(p)),
      `${route} has no page below`,
    ).toBe(true);
  }
});

for (const route of ROUTES) {
  test(`${spanish(route)}: no English catalog text, and axe passes`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    await page.goto(spanish(route));
    await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    const leaks = await englishOnPage(page, english, known);
    expect.soft(leaks, `English on ${spanish(route)}`).toEqual([]);

    if (!(route in AXE_KNOWN)) await expectNoAxeViolations(page);
  });
}

test('a journey in Spanish: search "dentista", open a place, read it, then the same place in English', async ({
  page,
}) => {
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  await page.goto('/es');
  const box = page.getByRole('combobox', {
    name: 'Busque por nombre, tipo, ciudad o código postal',
  });
  await box.fill('dentista');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/es\?q=dentista$/);

  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  const link = first.getByRole('heading').first().getByRole('link').first();
  const name = ((await link.textContent()) ?? '').trim();
  await link.click();

  await expect(page).toHaveURL(/\/es\/providers\/\d+$/);
  const id = /\/providers\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
  await expect(page.getByRole('region', { name: 'Reseñas de las familias' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews from families' })).toHaveCount(0);

  await page.locator('[data-language-switcher="header"]').click();
  await expect(page).toHaveURL(new RegExp(`/providers/${id}$`));
  expect(new URL(page.url()).pathname).toBe(`/providers/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews from families' })).toBeVisible();
});

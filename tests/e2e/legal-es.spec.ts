import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/*
 * The legal documents in Spanish (decisions 051, 062): /es/terms, /es/privacy and
 * /es/trust-and-safety show their own Spanish files, in a page whose <html lang> is es, with links
 * that stay on Spanish pages, no sideways scroll on a 320 px phone (decision 042), and no axe
 * violation; an English page never downloads them.
 */
const PAGES = [
  {
    path: '/es/terms',
    heading: 'Términos del servicio',
    text: ['12 de julio de 2025', '13 años de edad o más'],
    english: '/terms',
  },
  {
    path: '/es/privacy',
    heading: 'Política de privacidad',
    text: ['12 de julio de 2025', 'en un plazo de 30 días'],
    english: '/privacy',
  },
  {
    path: '/es/trust-and-safety',
    heading: 'Confianza y seguridad',
    text: ['licencia profesional estatal', 'Verificado por la comunidad', 'Aliado de confianza'],
  },
];

for (const doc of PAGES) {
  test(`${doc.path} shows the Spanish document, fits 320 px and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(doc.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    for (const text of doc.text) await expect(page.getByText(text).first()).toBeVisible();
    if (doc.english) {
      await expect(page.getByText('prevalece la versión en inglés')).toBeVisible();
      await expect(page.getByRole('link', { name: 'versión en inglés' })).toHaveAttribute(
        'href',
        doc.english,
      );
    }
    /* The router's basename keeps the documents' links on Spanish pages. */
    const inner = page.locator('article a[href^="/"]:not([hrefLang])');
    for (const href of await inner.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href') ?? ''),
    ))
      expect(href.startsWith('/es/') || href.startsWith('/api/')).toBe(true);
    const widths = await page.evaluate(() => ({
      viewport: window.innerWidth,
      page: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
}

test('an English legal page downloads no Spanish', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes('prevalece la versión en inglés'))).toEqual([]);
});

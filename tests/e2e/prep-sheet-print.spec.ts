import { expect, test } from '@playwright/test';
import { profileDemo } from './support/profile-demo';

/*
 * The visit-prep sheet once printed 6 Letter pages. It must fit on 2, on Letter and on A4, in
 * English and in Spanish (about a tenth longer), for the providers with the longest evidence,
 * heads-up lists, full visit grids and photo stories (the width spec's list), for the one with the
 * most published reviews, and for the longest sheets with quiet hours (40, 136: measured over
 * every demo place's printed height, 2026-11-28; 320 once ran onto a third Letter page when its
 * quiet hours were still drawn as a card, and 40, 56, 136, 160 and 320 did in Spanish).
 */
const { provider } = profileDemo();
const PROVIDERS = [
  ...new Set([320, 40, 136, 160, 56, 208, 168, 87, 50, 1, 3, 4, 92, provider?.p.id as number]),
];

/** Pages of a PDF: each page object is '/Type /Page' (the tree's root is '/Type /Pages'). */
const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

for (const prefix of ['', '/es']) {
  test(`the visit-prep sheet prints on at most 2 Letter or A4 pages (${prefix ? 'Spanish' : 'English'})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    for (const id of PROVIDERS) {
      await page.goto(`${prefix}/providers/${id}/prepare`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        prefix ? 'Hoja de preparación para la visita: ' : 'Visit-prep sheet: ',
      );
      /* Every part of the sheet (quiet hours, photo story) loads on its own: print it whole. */
      await page.waitForLoadState('networkidle');
      await page.emulateMedia({ media: 'print' });
      for (const format of ['Letter', 'A4'] as const) {
        const pages = pageCount(await page.pdf({ format }));
        const where = `${prefix}/providers/${id}/prepare on ${format}`;
        expect(pages, where).toBeGreaterThan(0);
        expect(pages, where).toBeLessThanOrEqual(2);
      }
      await page.emulateMedia({ media: 'screen' });
    }
  });
}

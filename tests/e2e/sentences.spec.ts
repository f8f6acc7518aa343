import { expect, test } from '@playwright/test';

/* A sentence typed on a phone reads as what and where (decision 053), on the demo data. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a parent’s sentence on a phone shows the understood line and the places it names', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search by name, type, city or ZIP code' });
  await box.fill('is there a pediatrician in chicago for my autistic son please');
  await box.press('Enter');
  await expect(page.getByText('Showing Pediatricians in Chicago, IL')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.allInnerTexts()) {
    expect(card).toContain('Pediatrician');
    expect(card).toContain('Chicago, IL');
  }
});

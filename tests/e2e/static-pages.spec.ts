import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/terms', heading: 'Terms of Service', text: ['July 12, 2025', '13'] },
  { path: '/privacy', heading: 'Privacy Policy', text: ['July 12, 2025', '16', '30 days'] },
  {
    path: '/trust-and-safety',
    heading: 'Trust & Safety',
    text: ['state professional license', 'EIN letter', 'Community Verified', 'Trusted Ally'],
  },
];

for (const page of PAGES) {
  test(`${page.path} renders its content and passes axe`, async ({ page: tab }) => {
    await tab.goto(page.path);
    await expect(tab.getByRole('heading', { level: 1 })).toContainText(page.heading);
    for (const text of page.text) await expect(tab.getByText(text).first()).toBeVisible();
    const results = await new AxeBuilder({ page: tab })
      .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
}

test('home shows the header, the search bar, the why-section and the footer', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'List Your Business' })).toHaveAttribute(
    'href',
    '/provider-signup',
  );
  await expect(nav.getByRole('link', { name: 'Nominate a Business' })).toHaveAttribute(
    'href',
    '/suggest-business',
  );
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByPlaceholder('Enter your ZIP code or city')).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Business Portal' })).toHaveAttribute(
    'href',
    '/provider/dashboard',
  );
  for (const href of ['/terms', '/privacy', '/trust-and-safety']) {
    await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
  }
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
    .analyze();
  expect(results.violations).toEqual([]);
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('unknown API paths answer JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});

test('robots.txt is served', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('User-agent');
});

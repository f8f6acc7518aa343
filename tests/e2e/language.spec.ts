import { expect, type Page, test } from '@playwright/test';
import { LOCALE_COOKIE, pathInLocale } from '../../common/i18n/locales';
import {
  ACCOUNT_LANGUAGE_MESSAGES as ES_ACCOUNT,
  LANGUAGE_SWITCHER_MESSAGES as ES_SWITCHER,
} from '../../common/messages/es/language';
import {
  ACCOUNT_LANGUAGE_MESSAGES as EN_ACCOUNT,
  LANGUAGE_SWITCHER_MESSAGES as EN_SWITCHER,
} from '../../common/messages/language';
import { signUpAndConfirm } from './support/auth';
import { PUBLIC_ROUTES } from './support/routes';

/*
 * Choosing a language (decision 062): the link in the header (phone width) and
 * the switcher in the footer (desktop) lead to the same page in the other language, the choice
 * survives a reload and a new visit, `<html lang>` follows, and every public page at /es/... says
 * lang="es" and names its alternates. Only words committed in Spanish files are asserted (the
 * languages' own names, the switcher's label); the rest is structure: lang, address, hreflang.
 */

const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);
const headerLink = (page: Page, name: string) =>
  page.locator('header').getByRole('link', { name, exact: true });
const footerSwitcher = (page: Page, label: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: label });

test.describe('at phone width, from the header', () => {
  test.use({ viewport: { width: 390, height: 740 } });

  test('switches to Español and back; the choice survives a reload and a new visit', async ({
    page,
    context,
  }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await langOf(page)).toBe('en');
    const toSpanish = headerLink(page, 'Español');
    await expect(toSpanish).toBeVisible();
    await expect(toSpanish).toHaveAttribute('lang', 'es');
    await expect(toSpanish).toHaveAttribute('href', '/es/terms');

    await toSpanish.click();
    await expect(page).toHaveURL(/\/es\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await langOf(page)).toBe('es');
    await expect(footerSwitcher(page, ES_SWITCHER.language)).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === LOCALE_COOKIE);
    expect(cookie?.value).toBe('es');
    expect(cookie?.sameSite).toBe('Lax');
    /* A year, give or take the test's own minutes. */
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    await page.reload();
    await expect(page).toHaveURL(/\/es\/terms$/);
    expect(await langOf(page)).toBe('es');

    /* A new visit to an English address: the remembered choice leads to the Spanish page. */
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/es\/privacy$/);
    expect(await langOf(page)).toBe('es');

    /* Links inside the app keep the language. */
    await page.getByRole('contentinfo').locator('a[href="/es/terms"]').click();
    await expect(page).toHaveURL(/\/es\/terms$/);

    const toEnglish = headerLink(page, 'English');
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/terms$/);
    expect(new URL(page.url()).pathname).toBe('/terms');
    expect(await langOf(page)).toBe('en');
    await page.goto('/privacy');
    expect(new URL(page.url()).pathname).toBe('/privacy');
    expect(await langOf(page)).toBe('en');
  });

  test('the header link is reached with Tab and followed with Enter', async ({ page }) => {
    await page.goto('/trust-and-safety');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    let reached = false;
    for (let i = 0; i < 20 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () =>
          document.activeElement?.getAttribute('data-language-switcher') === 'header' &&
          document.activeElement.textContent === 'Español',
      );
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/es\/trust-and-safety$/);
    expect(await langOf(page)).toBe('es');
  });
});

test.describe('at desktop width, from the footer', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('both languages, each in its own language, the current one marked; switching and back', async ({
    page,
  }) => {
    await page.goto('/privacy?from=footer');
    const english = footerSwitcher(page, EN_SWITCHER.language);
    await expect(english).toBeVisible();
    await expect(english.locator('[aria-current="true"]')).toHaveText('English');
    await expect(english.locator('[aria-current="true"]')).toHaveAttribute('lang', 'en');
    const link = english.getByRole('link', { name: 'Español' });
    await expect(link).toHaveAttribute('lang', 'es');
    await expect(link).toHaveAttribute('hreflang', 'es');
    /* The query goes along: the same page, in the other language. */
    await expect(link).toHaveAttribute('href', '/es/privacy?from=footer');

    /* By keyboard: focus it and press Enter. */
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/es\/privacy\?from=footer$/);
    expect(await langOf(page)).toBe('es');
    const spanish = footerSwitcher(page, ES_SWITCHER.language);
    await expect(spanish.locator('[aria-current="true"]')).toHaveText('Español');

    await page.reload();
    expect(await langOf(page)).toBe('es');

    await spanish.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/privacy\?from=footer$/);
    expect(new URL(page.url()).pathname).toBe('/privacy');
    expect(await langOf(page)).toBe('en');
  });
});

test.describe('every public page at /es', () => {
  test('is served lang="es" with its alternates, and the app keeps it Spanish', async ({
    page,
    request,
  }) => {
    for (const route of PUBLIC_ROUTES) {
      const [pathname = '/', query] = route.split('?');
      const address = `${pathInLocale(pathname, 'es')}${query ? `?${query}` : ''}`;
      const res = await request.get(address, { maxRedirects: 0 });
      const known = route !== '/no/such/page';
      expect([address, res.status()]).toEqual([address, known ? 200 : 404]);
      const html = await res.text();
      expect([address, /<html lang="([^"]+)">/.exec(html)?.[1]]).toEqual([address, 'es']);
      const alternates = [
        ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
      ].map((m) => `${m[1]} ${new URL(m[2] as string).pathname}`);
      expect([address, alternates]).toEqual([
        address,
        known
          ? [`en ${pathname}`, `es ${pathInLocale(pathname, 'es')}`, `x-default ${pathname}`]
          : [],
      ]);
    }
    for (const address of ['/es', '/es/terms', '/es/providers/3', '/es/no/such/page']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect([address, await langOf(page)]).toEqual([address, 'es']);
      expect(new URL(page.url()).pathname).toBe(address);
    }
  });

  test('a first visit whose browser prefers Spanish lands on the Spanish page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto('/terms');
    expect(new URL(page.url()).pathname).toBe('/es/terms');
    expect(await langOf(page)).toBe('es');
    await context.close();
  });
});

test.describe('a signed-in member', () => {
  test("keeps the choice in the account: the account page's Language section, the mails' language", async ({
    page,
  }) => {
    await signUpAndConfirm(page, `language-${Date.now()}@example.com`, 'calm-pass-123');
    await page.goto('/account');
    const section = page.getByRole('region', { name: EN_SWITCHER.language });
    await expect(section.getByText(`${EN_ACCOUNT.mailsIn} English`)).toBeVisible();
    await section.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/account$/);
    expect(await langOf(page)).toBe('es');
    const spanish = page.getByRole('region', { name: ES_SWITCHER.language });
    await expect(spanish.getByText(`${ES_ACCOUNT.mailsIn} Español`)).toBeVisible();
    await expect(spanish.locator('[aria-current="true"]')).toHaveText('Español');
    /* A new browser of the same member (no language cookie) follows the account. */
    await page.context().clearCookies({ name: LOCALE_COOKIE });
    await page.goto('/terms');
    expect(new URL(page.url()).pathname).toBe('/es/terms');
  });
});

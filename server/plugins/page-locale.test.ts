import { describe, expect, it } from 'vitest';
import {
  choiceToRemember,
  cookieLocale,
  type EntryRequest,
  entryRedirect,
  hreflangLinks,
  localeCookieHeader,
  preferredLocale,
} from './page-locale';

/* The language a page is served in and the visitor's way into it (decision 062, follow-up). */

const entering = (over: Partial<EntryRequest> = {}): EntryRequest => ({
  pathname: '/search',
  search: '',
  cookie: undefined,
  acceptLanguage: undefined,
  userAgent: 'Mozilla/5.0 (iPhone) Safari/605.1.15',
  fetchSite: 'none',
  ...over,
});

describe("the browser's preferred language", () => {
  it('weighs q-values, counts a region as its language, and breaks ties by order', () => {
    expect(preferredLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLocale('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(preferredLocale('en;q=0.5, es-US;q=0.7')).toBe('es');
    expect(preferredLocale('fr-FR, es;q=0.4, en;q=0.3')).toBe('es');
    expect(preferredLocale('es, en')).toBe('es');
    expect(preferredLocale('en, es')).toBe('en');
    expect(preferredLocale('ES')).toBe('es');
  });

  it('knows no preference without a header, with only languages we do not speak, or with q=0', () => {
    expect(preferredLocale(undefined)).toBeNull();
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale('fr-FR,de;q=0.8')).toBeNull();
    expect(preferredLocale('es;q=0')).toBeNull();
    expect(preferredLocale('es;q=0, en;q=0.1')).toBe('en');
    expect(preferredLocale('*')).toBe('en');
    expect(preferredLocale('garbage;;;q=x,,')).toBeNull();
  });
});

describe('the cookie', () => {
  it('is read among others, and only a language we speak counts', () => {
    expect(cookieLocale('a=1; calmpath_lang=es; b=2')).toBe('es');
    expect(cookieLocale('calmpath_lang=en')).toBe('en');
    expect(cookieLocale('calmpath_lang=fr')).toBeNull();
    expect(cookieLocale('other_calmpath_lang=es')).toBeNull();
    expect(cookieLocale(undefined)).toBeNull();
  });

  it('lasts a year, for the whole site, SameSite=Lax, Secure over https', () => {
    expect(localeCookieHeader('es', true)).toBe(
      'calmpath_lang=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(localeCookieHeader('en', false)).not.toContain('Secure');
  });
});

describe('entering the site at an English address', () => {
  it('sends a browser that prefers Spanish to the same page in Spanish, with its query', () => {
    expect(entryRedirect(entering({ acceptLanguage: 'es-MX,es;q=0.9,en;q=0.8' }))).toBe(
      '/es/search',
    );
    expect(
      entryRedirect(entering({ pathname: '/', search: 'q=dentista', acceptLanguage: 'es' })),
    ).toBe('/es?q=dentista');
    expect(entryRedirect(entering({ fetchSite: undefined, acceptLanguage: 'es' }))).toBe(
      '/es/search',
    );
  });

  it('lets the cookie win over the browser, both ways', () => {
    expect(entryRedirect(entering({ cookie: 'calmpath_lang=en', acceptLanguage: 'es' }))).toBe(
      null,
    );
    expect(entryRedirect(entering({ cookie: 'calmpath_lang=es', acceptLanguage: 'en' }))).toBe(
      '/es/search',
    );
  });

  it("follows a signed-in member's account when the browser remembers nothing", () => {
    expect(entryRedirect(entering({ account: 'es', acceptLanguage: 'en' }))).toBe('/es/search');
    expect(
      entryRedirect(entering({ account: 'es', cookie: 'calmpath_lang=en', acceptLanguage: 'es' })),
    ).toBeNull();
  });

  it('leaves crawlers, browsers without the header, English readers and Spanish addresses alone', () => {
    expect(
      entryRedirect(
        entering({ acceptLanguage: 'es', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }),
      ),
    ).toBeNull();
    expect(entryRedirect(entering())).toBeNull();
    expect(entryRedirect(entering({ acceptLanguage: 'en-US' }))).toBeNull();
    expect(entryRedirect(entering({ pathname: '/es/search', acceptLanguage: 'es' }))).toBeNull();
  });

  it('never moves a link followed inside the site (how the switcher works without JavaScript)', () => {
    expect(
      entryRedirect(
        entering({ fetchSite: 'same-origin', cookie: 'calmpath_lang=es', acceptLanguage: 'es' }),
      ),
    ).toBeNull();
  });
});

describe('remembering a choice made without JavaScript', () => {
  it('when a link inside the site crosses into the other language', () => {
    const inside = entering({ fetchSite: 'same-origin' });
    expect(choiceToRemember({ ...inside, cookie: undefined }, 'es')).toBe('es');
    expect(choiceToRemember({ ...inside, cookie: 'calmpath_lang=es' }, 'en')).toBe('en');
    expect(choiceToRemember({ ...inside, cookie: 'calmpath_lang=es' }, 'es')).toBeNull();
    /* Nothing chosen yet and still English: nothing to remember. */
    expect(choiceToRemember({ ...inside, cookie: undefined }, 'en')).toBeNull();
    /* Arriving from elsewhere at a Spanish address is not a choice. */
    expect(choiceToRemember(entering({ cookie: 'calmpath_lang=en' }), 'es')).toBeNull();
  });

  it("and a signed-in member's account on a browser that remembers nothing", () => {
    expect(choiceToRemember(entering({ account: 'es' }), 'es')).toBe('es');
  });
});

describe('alternates', () => {
  it('name each language and x-default (English), for a page in either language', () => {
    const expected = [
      '<link rel="alternate" hreflang="en" href="https://c.example/terms" />',
      '<link rel="alternate" hreflang="es" href="https://c.example/es/terms" />',
      '<link rel="alternate" hreflang="x-default" href="https://c.example/terms" />',
    ].join('\n    ');
    expect(hreflangLinks('https://c.example', '/terms')).toBe(expected);
    expect(hreflangLinks('https://c.example', '/es/terms/')).toBe(expected);
    expect(hreflangLinks('https://c.example', '/es')).toContain(
      'hreflang="es" href="https://c.example/es"',
    );
  });
});

/**
 * The languages CalmPath speaks and how a page's address names one (decision 062).
 * English lives at the plain paths the spec gives (/search, /provider/12); Spanish at the same
 * paths under /es (/es/search, /es/provider/12). The API (/api/...) has no language in its path.
 */

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in its own language, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The BCP 47 tag used with Intl (dates, numbers) and in hreflang: US English, US Spanish. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The cookie that remembers a visitor's choice (`en` or `es`), a year long. */
export const LOCALE_COOKIE = 'calmpath_lang';

/** The path prefix of each language's pages ('' for English). */
export const LOCALE_PATH_PREFIX: Record<Locale, string> = { en: '', es: '/es' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a page's path is in: /es and /es/... are Spanish, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en';
}

/** The path without its language prefix: /es/search -> /search, /es -> /. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** The same page in another language: ('/es/search', 'en') -> '/search'; ('/', 'es') -> '/es'. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const plain = pathWithoutLocale(pathname);
  const prefix = LOCALE_PATH_PREFIX[locale];
  if (!prefix) return plain;
  return plain === '/' ? prefix : `${prefix}${plain}`;
}

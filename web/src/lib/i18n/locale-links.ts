import { LOCALE_COOKIE, type Locale, pathInLocale } from '@common/i18n/locales';
import { pageLocale } from './apply-locale';

/*
 * Addresses in the page's language (decision 062). The router's links and navigate() keep the
 * language by themselves (its basename is /es on a Spanish page); these are for the addresses
 * that do not go through it: a plain <a href>, a link in a mail the server sends back to us.
 */

/** An app path in the page's language: '/terms' -> '/es/terms' on a Spanish page. */
export function localizedPath(path: string): string {
  const [pathname = '/', rest = ''] = path.split(/(?=[?#])/, 2);
  return `${pathInLocale(pathname, pageLocale())}${rest}`;
}

/** The absolute address of an app path in the page's language (mail links, redirects). */
export function localizedUrl(path: string): string {
  return `${window.location.origin}${localizedPath(path)}`;
}

/** A year, in seconds. */
const YEAR = 365 * 24 * 60 * 60;

/**
 * Remembers a visitor's choice of language: the cookie (a year, SameSite=Lax) for this browser,
 * and for a signed-in member the account's setting (mails are written in it). The request is sent
 * with keepalive, so it outlives the page the switcher's link leaves.
 */
export function rememberLocale(locale: Locale, signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server too
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`;
  if (!signedIn) return;
  void fetch('/api/me/locale', {
    method: 'PUT',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ locale }),
  }).catch(() => undefined);
}

import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
} from '../../common/i18n/locales';
import * as ES_LANGUAGE from '../../common/messages/es/language';
import * as EN_LANGUAGE from '../../common/messages/language';
import { escapeHtml } from '../features/provider-profile/profile-head';

/*
 * Which language a page is served in, and the visitor's way into it (decision 062 and its
 * follow-up). The address decides the page's language: /es/... is Spanish. Entering the site at an
 * English address (typed, a bookmark, a search result: not a link followed inside CalmPath), a
 * visitor is sent to the Spanish address when their remembered choice (the cookie, else a signed-in
 * member's account setting) is Spanish, or, with no choice remembered, when their browser prefers Spanish to English. A link followed inside
 * the site (Sec-Fetch-Site: same-origin) always leads where it points: that is how the switcher
 * works without JavaScript, and the server then remembers the choice the visitor just made.
 */

/** The language messages each language's head uses; a language with no file yet reads English. */
const LANGUAGE_MESSAGES: Record<Locale, typeof EN_LANGUAGE> = { en: EN_LANGUAGE, es: ES_LANGUAGE };

export function languageMessages(locale: Locale): typeof EN_LANGUAGE {
  return LANGUAGE_MESSAGES[locale] ?? EN_LANGUAGE;
}

/** A year, in seconds: how long the cookie remembers the choice. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function localeCookieHeader(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The remembered choice in a Cookie header, if any. */
export function cookieLocale(cookieHeader: string | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isLocale(value) ? value : null;
  }
  return null;
}

/**
 * The language an Accept-Language header prefers among ours: the one with the highest q-value
 * (a tag's primary subtag counts: es-MX is Spanish), the earlier one on a tie; `*` stands for any
 * language not named. Null with no header or nothing we speak (q=0 refuses a language).
 */
export function preferredLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  const weights = new Map<string, { q: number; order: number }>();
  let wildcard: { q: number; order: number } | null = null;
  header.split(',').forEach((item, order) => {
    const [tag = '', ...params] = item.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!primary) return;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    if (primary === '*') {
      wildcard ??= { q, order };
      return;
    }
    const seen = weights.get(primary);
    if (!seen || q > seen.q) weights.set(primary, { q, order: seen?.order ?? order });
  });
  let best: { locale: Locale; q: number; order: number } | null = null;
  for (const locale of LOCALES) {
    const weight = weights.get(locale) ?? wildcard;
    if (!weight || weight.q <= 0) continue;
    if (!best || weight.q > best.q || (weight.q === best.q && weight.order < best.order))
      best = { locale, q: weight.q, order: weight.order };
  }
  return best?.locale ?? null;
}

/* Crawlers index each address as it is: never sent elsewhere by a guess. */
const BOT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|headless/i;

export type EntryRequest = {
  pathname: string;
  search: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  userAgent: string | undefined;
  fetchSite: string | undefined;
  /** A signed-in visitor's account language, looked up only when the cookie has none. */
  account?: Locale | null;
};

/**
 * Where an English page's visitor is sent instead (the Spanish address, with its query), or null
 * to serve the page asked for. Only a visitor entering the site is ever sent: a link followed
 * inside it leads where it points.
 */
export function entryRedirect(req: EntryRequest): string | null {
  if (localeOfPath(req.pathname) !== 'en') return null;
  if (req.fetchSite === 'same-origin') return null;
  const remembered = cookieLocale(req.cookie) ?? req.account ?? null;
  const wanted =
    remembered ??
    (req.userAgent && BOT.test(req.userAgent) ? null : preferredLocale(req.acceptLanguage));
  if (wanted !== 'es') return null;
  return `${pathInLocale(req.pathname, 'es')}${req.search ? `?${req.search}` : ''}`;
}

/**
 * The cookie to set when a visitor followed a link inside the site into the other language's
 * pages (the switcher, without JavaScript): their choice, remembered; or, with no cookie yet, a
 * signed-in member's account setting. Null otherwise.
 */
export function choiceToRemember(req: EntryRequest, pageLocale: Locale): Locale | null {
  const remembered = cookieLocale(req.cookie);
  /* A signed-in member on a new browser: the account's choice, remembered here too. */
  if (remembered === null && req.account) return req.account;
  if (req.fetchSite !== 'same-origin') return null;
  if (remembered === pageLocale) return null;
  /* No cookie yet and an English page: nothing was chosen, English is where everyone starts. */
  if (remembered === null && pageLocale === 'en') return null;
  return pageLocale;
}

/**
 * The alternates of one page (`<link rel="alternate" hreflang>`): each language's address and
 * x-default, the English one. The path is the page's own, without its query.
 */
export function hreflangLinks(siteUrl: string, pathname: string): string {
  const plain = pathWithoutLocale(pathname).replace(/(.)\/$/, '$1');
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${siteUrl}${pathInLocale(plain, locale)}`)}" />`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', 'en')].join('\n    ');
}

/**
 * index.html in the page's language: `<html lang>`, the site's title and description (a provider
 * page writes its own over them), and the page's alternates (none for the 404 page: there is no
 * such page in any language).
 */
export function localizedIndex(
  indexHtml: string,
  locale: Locale,
  alternates: { siteUrl: string; pathname: string } | null,
): string {
  const head = languageMessages(locale).SITE_HEAD_MESSAGES;
  const lang = LOCALE_TAGS[locale].slice(0, 2);
  let html = indexHtml.replace(/<html lang="[^"]*">/, () => `<html lang="${lang}">`);
  if (locale !== 'en')
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
      );
  if (!alternates) return html;
  const links = hreflangLinks(alternates.siteUrl, alternates.pathname);
  return html.replace('</head>', () => `  ${links}\n  </head>`);
}

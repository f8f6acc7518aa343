import { DEFAULT_LOCALE, isLocale, type Locale, pathInLocale } from '../../common/i18n/locales';
/**
 * A mail's language (decision 066): the words come from the English catalog or its Spanish twin,
 * chosen here per mail; neither object is ever changed (decision 062).
 */
import type { Translation } from '../../common/i18n/translation';
import * as ES from '../../common/messages/es/mail';
import * as EN from '../../common/messages/mail';
export type MailWords = { readonly [K in keyof typeof EN]: Translation<(typeof EN)[K]> };
const CATALOGS: Record<Locale, MailWords> = { en: EN, es: ES };

export function mailWords(locale: Locale): MailWords {
  return CATALOGS[locale];
}

/** A stored language that may be missing or unknown (an old row, a hand-made one): English. */
export function mailLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/* The query parameters through which an auth link names the page it leads to afterwards. */
const CALLBACK_KEYS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/** A page address (absolute on this site, or a path) moved to the language's pages. */
function localizeTarget(target: string, origin: string, locale: Locale): string {
  if (target.startsWith('/') && !target.startsWith('//')) {
    const parsed = new URL(target, origin);
    return `${pathInLocale(parsed.pathname, locale)}${parsed.search}${parsed.hash}`;
  }
  let parsed: URL;
  try {
    parsed = new URL(target);
  } catch {
    return target;
  }
  if (parsed.origin !== origin) return target;
  parsed.pathname = pathInLocale(parsed.pathname, locale);
  return parsed.toString();
}

/**
 * The link a mail carries, leading to the pages of the mail's language: a page of the site
 * (/business-signup?…) moves under /es; an API link (/api/auth/reset-password/…, which has no
 * language) keeps its address and its callback moves instead, so the page it ends on is Spanish
 * too. English links are returned exactly as given.
 */
export function localizeLink(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return url;
  const parsed = new URL(url);
  if (parsed.pathname === '/api' || parsed.pathname.startsWith('/api/')) {
    for (const key of CALLBACK_KEYS) {
      const target = parsed.searchParams.get(key);
      if (target) parsed.searchParams.set(key, localizeTarget(target, parsed.origin, locale));
    }
    return parsed.toString();
  }
  parsed.pathname = pathInLocale(parsed.pathname, locale);
  return parsed.toString();
}

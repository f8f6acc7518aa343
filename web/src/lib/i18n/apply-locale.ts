import { isAdminPath } from '@common/admin-path';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale, localeOfPath } from '@common/i18n/locales';
import { setTranslations } from '@common/i18n/translatable';

/*
 * The page's language is chosen once, by its address (/es/... is Spanish), before the app's own
 * modules run (decision 062). English is the code: common/messages/<area>.ts, bundled as before.
 * For a Spanish page, main.tsx awaits applyPageLocale() first: it loads the Spanish area files
 * (all in one chunk, spanish-areas.ts, so an English page never downloads them and a Spanish one
 * fetches them in one request: 24 small ones cost a phone on slow 4G about 0.6 s of first
 * paint, mobile Lighthouse 85 against 91 in English) and hands them to
 * common/i18n/translatable.ts; the app's modules are imported only after this, so each English
 * message object is created as its Spanish twin, and every reader (a component at render, a
 * module copying a message when it loads) reads Spanish. No English area is imported here: an
 * English page's bundles are what they were. Changing language loads the other address, so a
 * page never holds two languages.
 */

let current: Locale = DEFAULT_LOCALE;

/** The language of the page being shown. */
export function pageLocale(): Locale {
  return current;
}

/** Its BCP 47 tag, for Intl: 'en-US' or 'es-US'. */
export function pageLocaleTag(): string {
  return LOCALE_TAGS[current];
}

const areaOf = (file: string) => file.replace(/^.*\//, '').replace(/\.ts$/, '');

const byArea = (files: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(files).map(([file, area]) => [areaOf(file), area]));

let adminWords: Promise<void> | null = null;

/**
 * The admin page's words on a Spanish page (spanish-admin-areas.ts): loaded once, before the admin
 * page's code runs (router.tsx awaits this in its loader, and a direct visit to /es/admin awaits it
 * here), so its objects are created Spanish. Nothing to do on an English page.
 */
export function loadAdminWords(): Promise<void> {
  if (current === 'en') return Promise.resolve();
  adminWords ??= import('./spanish-admin-areas').then(({ spanishAdminAreas }) =>
    setTranslations(byArea(spanishAdminAreas)),
  );
  return adminWords;
}

/** Sets the page's language from its address; for Spanish, loads the Spanish words first. */
export async function applyPageLocale(pathname: string): Promise<Locale> {
  const locale = localeOfPath(pathname);
  current = locale;
  document.documentElement.lang = LOCALE_TAGS[locale].slice(0, 2);
  if (locale === 'en') return locale;
  const adminPage = isAdminPath(pathname);
  const [{ spanishAreas }] = await Promise.all([
    import('./spanish-areas'),
    adminPage ? loadAdminWords() : undefined,
  ]);
  setTranslations(byArea(spanishAreas));
  return locale;
}

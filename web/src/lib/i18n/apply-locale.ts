import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale, localeOfPath } from '@common/i18n/locales';

/*
 * The page's language is chosen once, by its address (/es/... is Spanish), before the app's own
 * modules run (decision 062). English is the code: common/messages/<area>.ts, in the entry as
 * before. For a Spanish page, main.tsx awaits applyPageLocale() first: it loads the Spanish
 * area files (their own chunks, so an English page never downloads them) and writes each
 * translated value over the English one in the same object, so every component that reads
 * `SEARCH_MESSAGES.save` reads Spanish, and a module that copies a message when it loads copies
 * the Spanish one, because the app's modules are only imported after this. Changing language
 * loads the other address, so a page never holds two languages.
 */

/* Lazy on both sides: an English page loads neither list; the English modules are the same
 * instances the app imports, wherever the bundler put them. */
const englishAreas = import.meta.glob<Record<string, unknown>>('../../../../common/messages/*.ts');
const spanishAreas = import.meta.glob<Record<string, unknown>>(
  '../../../../common/messages/es/*.ts',
);

let current: Locale = DEFAULT_LOCALE;

/** The language of the page being shown. */
export function pageLocale(): Locale {
  return current;
}

/** Its BCP 47 tag, for Intl: 'en-US' or 'es-US'. */
export function pageLocaleTag(): string {
  return LOCALE_TAGS[current];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Writes the translation over the English object, keeping each object's and list's identity. */
function writeOver(target: Record<string, unknown>, translation: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(translation)) {
    const existing = target[key];
    if (isPlainObject(existing) && isPlainObject(value)) writeOver(existing, value);
    else if (Array.isArray(existing) && Array.isArray(value))
      existing.splice(0, existing.length, ...value);
    else target[key] = value;
  }
}

const areaOf = (file: string) => file.replace(/^.*\//, '').replace(/\.ts$/, '');

/** Sets the page's language from its address; for Spanish, puts the Spanish words in place. */
export async function applyPageLocale(pathname: string): Promise<Locale> {
  const locale = localeOfPath(pathname);
  current = locale;
  document.documentElement.lang = LOCALE_TAGS[locale].slice(0, 2);
  if (locale === 'en') return locale;
  const englishLoaders = new Map(
    Object.entries(englishAreas).map(([file, load]) => [areaOf(file), load]),
  );
  const pairs = await Promise.all(
    Object.entries(spanishAreas).map(async ([file, load]) => {
      const loadEnglish = englishLoaders.get(areaOf(file));
      return [loadEnglish ? await loadEnglish() : undefined, await load()] as const;
    }),
  );
  for (const [target, translation] of pairs) {
    if (!target) continue;
    for (const [name, value] of Object.entries(translation)) {
      const object = target[name];
      if (isPlainObject(object) && isPlainObject(value)) writeOver(object, value);
    }
  }
  return locale;
}

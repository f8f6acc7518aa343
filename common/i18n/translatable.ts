/*
 * How a page gets its words in its language (decision 062, as revised the same day): each English
 * message object is created through translatable(area, name, english). On a Spanish page,
 * web/src/lib/i18n/apply-locale.ts loads the Spanish area files and hands them here BEFORE the
 * app's modules run (main.tsx imports the app only then), so when an English area file is
 * evaluated, each of its objects IS its Spanish twin: every reader, whether a component at render
 * or a module copying a message when it loads, reads Spanish. On the server and in tests nothing
 * is handed over: the English objects are themselves, and the server picks the Spanish files
 * directly when it writes in Spanish.
 *
 * An English area that runs before the translations come (a Spanish file imports PRODUCT_NAME or
 * TOAST_DURATIONS from it) is written over in place when they come, as the first version did.
 *
 * Each call is marked pure where it is made, so the bundler still drops an object nothing uses,
 * and no English area file is imported dynamically (which would keep all its exports and split
 * it into a chunk of its own).
 */

type Area = Readonly<Record<string, unknown>>;

let translations: Readonly<Record<string, Area>> | null = null;
/* English objects created before the translations came (a Spanish file imports PRODUCT_NAME or
 * TOAST_DURATIONS from an English area, which runs that area first): written over when they come. */
const createdEarly: { area: string; name: string; english: unknown }[] = [];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Writes a translation over an English object in place, keeping each object's and list's identity. */
function writeOver(target: Record<string, unknown>, translation: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(translation)) {
    const existing = target[key];
    if (isPlainObject(existing) && isPlainObject(value)) writeOver(existing, value);
    else if (Array.isArray(existing) && Array.isArray(value))
      existing.splice(0, existing.length, ...value);
    else target[key] = value;
  }
}

/**
 * Called before the app's modules run, with each Spanish area file by its area's name; called
 * again with areas that come later (the admin's words, which only the admin page needs: they come
 * before its code runs, web/src/lib/i18n/apply-locale.ts). An English object created before its
 * area came is written over in place.
 */
export function setTranslations(areas: Readonly<Record<string, Area>>): void {
  translations = translations ? { ...translations, ...areas } : areas;
  const waiting = createdEarly.splice(0);
  for (const early of waiting) {
    const translated = areas[early.area]?.[early.name];
    if (translated === undefined) createdEarly.push(early);
    else if (isPlainObject(early.english) && isPlainObject(translated))
      writeOver(early.english, translated);
  }
}

/** The message object to use: its translation when the page has one, else the English itself. */
export function translatable<T>(area: string, name: string, english: T): T {
  const translated = translations?.[area]?.[name];
  if (translated !== undefined) return translated as T;
  createdEarly.push({ area, name, english });
  return english;
}

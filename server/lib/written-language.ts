import { detectAll } from 'tinyld';
import type { Locale } from '../../common/i18n/locales';

/*
 * The language a person wrote in (decision 062 follow-up): reviews, business descriptions and the like
 * are shown as written, never machine-translated, with `lang` on their element so a screen reader
 * reads Spanish with a Spanish voice on an English page, and English on a Spanish one.
 *
 * tinyld guesses among our two languages only; a short text (a word or two, a name, "Great!"), a
 * weak guess or one that barely beats the other language is no guess: the element then carries no `lang` and takes the page's. The guess is
 * kept per text (texts repeat across pages and requests; a bounded map, oldest dropped first), so
 * a page of reviews costs a lookup each after the first visit (about 0.1 ms per text the first
 * time). Decision 062, follow-up.
 */

const MIN_ACCURACY = 0.1;
/** The guess must beat the other language by this factor. */
const MIN_LEAD = 4;
/** Shorter than this, a text says too little to tell (and reads the same in either voice). */
const MIN_LETTERS = 12;
const KEPT = 5000;
const kept = new Map<string, Locale | null>();

function guess(text: string): Locale | null {
  if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return null;
  const [best, next] = detectAll(text, { only: ['en', 'es'] });
  if (!best || best.accuracy < MIN_ACCURACY) return null;
  if (next && next.accuracy * MIN_LEAD > best.accuracy) return null;
  return best.lang === 'es' ? 'es' : best.lang === 'en' ? 'en' : null;
}

/** 'en' or 'es' when the text is clearly in that language; null when it cannot be told. */
export function writtenLanguage(...parts: readonly (string | null | undefined)[]): Locale | null {
  const text = parts
    .filter((part): part is string => Boolean(part?.trim()))
    .join('\n')
    .slice(0, 2000);
  if (!text) return null;
  const known = kept.get(text);
  if (known !== undefined) return known;
  const found = guess(text);
  if (kept.size >= KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  kept.set(text, found);
  return found;
}

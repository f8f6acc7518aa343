import type { UnderstoodWords } from '../../../common/domain/search-understood';
import type { Locale } from '../../../common/i18n/locales';
import * as EN from '../../../common/messages/catalog';
import * as ES from '../../../common/messages/es/catalog';

/*
 * The words of the understood line and of the suggestions in each language (decision 065). The
 * server never writes over the English objects (decision 062): it holds both and picks one per
 * answer.
 */
const WORDS: Record<Locale, UnderstoodWords> = {
  en: {
    line: EN.UNDERSTOOD_LINE_WORDS,
    plurals: EN.CATEGORY_PLURAL_LABELS,
    groups: EN.CATEGORY_GROUP_LABELS,
    accommodations: EN.ACCOMMODATION_LABELS,
    states: EN.STATE_NAMES,
  },
  es: {
    line: ES.UNDERSTOOD_LINE_WORDS,
    plurals: ES.CATEGORY_PLURAL_LABELS,
    groups: ES.CATEGORY_GROUP_LABELS,
    accommodations: ES.ACCOMMODATION_LABELS,
    states: ES.STATE_NAMES,
  },
};

/** The catalogue's words in a language; English for anything else. */
export function understoodWords(locale: Locale | undefined | null): UnderstoodWords {
  return WORDS[locale ?? 'en'] ?? WORDS.en;
}

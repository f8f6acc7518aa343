import type { UnderstoodWords } from '../../../common/domain/search-understood';
import type { Locale } from '../../../common/i18n/locales';
import * as EN_CATALOG from '../../../common/messages/catalog';
import * as ES_CATALOG from '../../../common/messages/es/catalog';
import * as ES from '../../../common/messages/es/search-answers';
import * as EN from '../../../common/messages/search-answers';
import { understoodWords } from './understood-words';

/**
 * Every word a search answer carries to be shown, in the language the page asked in (`lang`,
 * decision 073): the catalogue's names and the understood line's words (understood-words.ts,
 * decision 065), and the words around them (common/messages/search-answers.ts). The server never
 * writes over the English objects (decision 062): it holds both and picks one per answer.
 */
export type AnswerWords = UnderstoodWords & {
  locale: Locale;
  /** A category's name: 'Dentist', 'Dentista'. */
  categories: Readonly<Record<string, string>>;
  answers: typeof EN.SEARCH_ANSWER_WORDS;
};

const WORDS: Record<Locale, AnswerWords> = {
  en: {
    ...understoodWords('en'),
    locale: 'en',
    categories: EN_CATALOG.CATEGORY_LABELS,
    answers: EN.SEARCH_ANSWER_WORDS,
  },
  es: {
    ...understoodWords('es'),
    locale: 'es',
    categories: ES_CATALOG.CATEGORY_LABELS,
    answers: ES.SEARCH_ANSWER_WORDS,
  },
};

/** The answer's words in a language; English when none (or another) is asked. */
export function answerWords(locale: Locale | undefined | null): AnswerWords {
  return WORDS[locale ?? 'en'] ?? WORDS.en;
}

/** 'Providers matching “x”' (or just 'Providers'), for a line the reader understood nothing of. */
export function matchingLine(words: AnswerWords, typed: string | null | undefined): string {
  const { line } = words;
  return typed ? line.matching(line.providers, line.quoted(typed)) : line.providers;
}

/**
 * A catalogue name as a noun inside a sentence ('the nearest dentists'): lower case, except the
 * words written in capitals ('Terapeutas de conducta (ABA)' keeps 'ABA').
 */
export function asNoun(words: AnswerWords, label: string): string {
  return label
    .split(' ')
    .map((word) =>
      /[A-Z]{2}/.test(word) && word === word.toUpperCase()
        ? word
        : word.toLocaleLowerCase(words.locale),
    )
    .join(' ');
}

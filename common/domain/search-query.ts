import type { Accommodation } from '../catalog/accommodations';
import { type CategoryGroupKey, categoriesOfGroup } from '../catalog/business-categories';
import {
  ACCOMMODATION_SYNONYMS,
  AMBIGUOUS_STATE_CODES,
  CATEGORY_SYNONYMS,
  GENERIC_WORDS,
  GROUP_SYNONYMS,
  PLACE_ALIASES,
  STOP_WORDS,
  US_STATES,
} from '../catalog/search-vocabulary';

/*
 * What a search line says (decision 021): its words and phrases, each either a word to
 * find as typed or a vocabulary entry (category, group, state, accommodation) that is found as
 * typed OR as what it means. The server requires every unit to match (any order, any field); the
 * typed text of each unit is always one of its ways to match, so anything the whole line matched
 * as one substring still matches.
 */

export type UnitKind = 'word' | 'zip' | 'category' | 'group' | 'state' | 'accommodation';

export type QueryUnit = {
  kind: UnitKind;
  /** The unit as typed: a piece of the query, so a substring of whatever the query is part of. */
  text: string;
  /** Where it is in the query (for typo corrections). */
  start: number;
  end: number;
  /** Categories it stands for (category or group). */
  categories: readonly string[];
  group: CategoryGroupKey | null;
  /** Two-letter code when kind is 'state'. */
  state: string | null;
  accommodations: readonly Accommodation[];
  /** Other text that means the same place ('nyc' -> 'new york'). */
  aliases: readonly string[];
};

export type ParsedQuery = {
  /** Units to match, in the order typed. Empty when the query is only stop or generic words. */
  units: QueryUnit[];
  /** Generic words typed ('autism'); the line was only those when units is empty and this is not. */
  generic: string[];
};

type Token = { raw: string; norm: string; start: number; end: number };

/** Longest phrase in the vocabulary, in words ('tae kwon do', 'sensory friendly hour'). */
const MAX_PHRASE = 4;

/** Lower case, and a plural 's' dropped: 'Dentists' and 'dentist' look the same. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) {
    return w.slice(0, -1);
  }
  return w;
}

/** Words and '&' (read as 'and'), with their place in the text. */
function tokenize(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}]+|&/gu)].map((m) => ({
    raw: m[0],
    norm: m[0] === '&' ? 'and' : stem(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const phraseKey = (text: string) =>
  tokenize(text)
    .map((t) => t.norm)
    .join(' ');

type Meaning = Pick<
  QueryUnit,
  'kind' | 'categories' | 'group' | 'state' | 'accommodations' | 'aliases'
>;
const NOTHING: Meaning = {
  kind: 'word',
  categories: [],
  group: null,
  state: null,
  accommodations: [],
  aliases: [],
};

/* One table of every vocabulary phrase, by its stemmed words. */
const VOCABULARY = new Map<string, Meaning>();
function learn(text: string, meaning: Meaning) {
  const key = phraseKey(text);
  const known = VOCABULARY.get(key);
  if (!known || known.kind === meaning.kind) {
    VOCABULARY.set(key, {
      ...meaning,
      categories: [...new Set([...(known?.categories ?? []), ...meaning.categories])],
      accommodations: [...new Set([...(known?.accommodations ?? []), ...meaning.accommodations])],
    });
  }
}
for (const [code, name] of Object.entries(US_STATES)) {
  learn(name, { ...NOTHING, kind: 'state', state: code });
}
for (const [text, group] of Object.entries(GROUP_SYNONYMS)) {
  learn(text, { ...NOTHING, kind: 'group', group, categories: categoriesOfGroup(group) });
}
for (const [text, categories] of Object.entries(CATEGORY_SYNONYMS)) {
  learn(text, { ...NOTHING, kind: 'category', categories });
}
for (const [text, place] of Object.entries(PLACE_ALIASES)) {
  learn(text, { ...NOTHING, aliases: [place] });
}
for (const [text, accommodations] of Object.entries(ACCOMMODATION_SYNONYMS)) {
  learn(text, { ...NOTHING, kind: 'accommodation', accommodations });
}
const STOP = new Set([...STOP_WORDS].map(stem));
const GENERIC = new Set([...GENERIC_WORDS].map(stem));

/** Every single word the vocabulary knows, as typed in it: candidates for typo corrections. */
export const VOCABULARY_WORDS: readonly string[] = [
  ...new Set(
    [
      ...Object.keys(CATEGORY_SYNONYMS),
      ...Object.keys(GROUP_SYNONYMS),
      ...Object.keys(ACCOMMODATION_SYNONYMS),
      ...Object.values(US_STATES),
    ]
      .flatMap((text) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [])
      .filter((w) => !STOP.has(stem(w)) && !GENERIC.has(stem(w))),
  ),
];

/** Whether a word means something to the vocabulary (so it needs no typo correction). */
export function isVocabularyWord(word: string): boolean {
  const key = stem(word);
  return VOCABULARY.has(key) || STOP.has(key) || GENERIC.has(key);
}

/*
 * A single letter or digit on its own ('b', '7') would be a unit of its own that nearly every
 * listing matches: it narrows nothing and costs a clause, and a line of a hundred of them was a
 * way to hold the database (decision 035). It is skipped like a stop word; a line of nothing else is
 * still searched as typed (search-criteria.ts).
 */
const isNoise = (raw: string) => [...raw].length === 1;

/**
 * The words of a line that cost the database work, each once: two or more letters or digits, not
 * a stop word, compared as stemmed ('Dentists' and 'dentist' are one). A line may have at most
 * SEARCH_MAX_WORDS of them (common/contracts/providers.ts).
 */
export function searchWords(line: string): string[] {
  return [
    ...new Set(
      tokenize(line)
        .filter((t) => t.raw !== '&' && !isNoise(t.raw) && !STOP.has(t.norm))
        .map((t) => t.norm),
    ),
  ];
}

/** Reads a (normalized, trimmed) search line into the units the server must all match. */
export function parseSearchQuery(query: string): ParsedQuery {
  const tokens = tokenize(query);
  const shouting = query === query.toUpperCase();
  const units: QueryUnit[] = [];
  const generic: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    let meaning: Meaning | undefined;
    for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 1 && !meaning; n--) {
      const key = tokens
        .slice(i, i + n)
        .map((t) => t.norm)
        .join(' ');
      meaning = VOCABULARY.get(key);
      if (meaning) matched = n;
    }
    const first = tokens[i] as Token;
    if (!meaning) {
      matched = 1;
      const code = first.raw.toUpperCase();
      const isCode = first.raw.length === 2 && code in US_STATES;
      const typedAsCode = !AMBIGUOUS_STATE_CODES.has(code) || (first.raw === code && !shouting);
      if (isCode && typedAsCode) meaning = { ...NOTHING, kind: 'state', state: code };
      else if (STOP.has(first.norm) || first.raw === '&' || isNoise(first.raw)) {
        i += 1;
        continue;
      } else if (GENERIC.has(first.norm)) {
        generic.push(first.raw.toLowerCase());
        i += 1;
        continue;
      } else if (/^\d{5}$/.test(first.raw)) meaning = { ...NOTHING, kind: 'zip' };
      else meaning = NOTHING;
    }
    const last = tokens[i + matched - 1] as Token;
    units.push({
      ...meaning,
      text: query.slice(first.start, last.end),
      start: first.start,
      end: last.end,
    });
    i += matched;
  }
  return { units, generic };
}

/*
 * Phrases that ask for places near the person searching (decision 043). They name no
 * word a listing could contain: they are taken out of the line and answered as a distance search
 * from the member's saved ZIP, or from a ZIP the visitor is asked for.
 */
const NEAR_ME = /\b(?:near|close|around)\s+(?:to\s+)?me\b|\bnear\s*by\b|\bclose\s+by\b/giu;

/** The line without its 'near me' phrases, and whether it had one. */
export function readNearMe(line: string): { line: string; nearMe: boolean } {
  const rest = line.replace(NEAR_ME, ' ');
  if (rest === line) return { line, nearMe: false };
  return { line: rest.replace(/\s+/g, ' ').trim(), nearMe: true };
}

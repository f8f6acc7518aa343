import type { Accommodation } from '../catalog/accommodations';
import { type CategoryGroupKey, categoriesOfGroup } from '../catalog/business-categories';
import { SEARCH_RADII, type SearchRadius } from '../catalog/search-places';
import {
  BEFORE_KIND_WORDS,
  FILLER_PHRASES,
  FILLER_WORDS,
  KIND_WORDS,
  SOFT_WORDS,
  type SoftMeaning,
} from '../catalog/search-sentence-words';
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
import {
  PLACE_NAMES_KEPT_WHOLE,
  SPANISH_ACCOMMODATION_SYNONYMS,
  SPANISH_BEFORE_KIND_WORDS,
  SPANISH_CATEGORY_SYNONYMS,
  SPANISH_FILLER_PHRASES,
  SPANISH_FILLER_WORDS,
  SPANISH_GENERIC_WORDS,
  SPANISH_GROUP_SYNONYMS,
  SPANISH_KIND_WORDS,
  SPANISH_PLACE_ALIASES,
  SPANISH_SOFT_WORDS,
  SPANISH_STATE_NAMES,
  SPANISH_STOP_WORDS,
} from '../catalog/search-vocabulary-es';

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
  /**
   * Describing words that mean something but are never required ('a calm dentist', 'hates noise'),
   * with the catalogue items and review tags that back them (decision 053).
   */
  soft: SoftWord[];
  /** Words and phrases of a sentence that carry no search meaning, dropped ('for my son'). */
  dropped: string[];
};

export type SoftWord = SoftMeaning & { text: string };

type Token = { raw: string; norm: string; start: number; end: number };

/** Longest phrase in the vocabulary, in words ('tae kwon do', 'sala de espera tranquila'). */
const MAX_PHRASE = 4;

/*
 * Accents are optional (decision 065): 'peluqueria' is 'peluquería', 'medico' is 'médico'. The
 * tilde of 'ñ' stays: 'uñas' (nails) and 'unas' (some) are different words; a phrase with an 'ñ'
 * is also learnt without it where that reads as nothing else ('salon de unas').
 */
const ACCENT = /[\u0300-\u0302\u0304-\u036f]|(?<![nN])\u0303/gu;
const ASCII = /^[\x20-\x7e]*$/;
export function withoutAccents(text: string): string {
  if (ASCII.test(text)) return text;
  return text.normalize('NFD').replace(ACCENT, '').normalize('NFC');
}

/** Lower case, without accents, and a plural 's' dropped: 'Dentistas' and 'dentista' look the same. */
export function stem(word: string): string {
  const w = withoutAccents(word.toLowerCase());
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
const withoutTilde = (text: string) => text.replace(/ñ/g, 'n').replace(/Ñ/g, 'N');
const STOP = new Set([...STOP_WORDS, ...SPANISH_STOP_WORDS].map(stem));
const GENERIC = new Set([...GENERIC_WORDS, ...SPANISH_GENERIC_WORDS].map(stem));
const FILLER = new Set([...FILLER_WORDS, ...SPANISH_FILLER_WORDS].map(stem));
/* Typed without the tilde ('ninos', 'anos'), where that is no other word. */
for (const set of [GENERIC, FILLER]) {
  for (const word of [...set]) {
    const plain = withoutTilde(word);
    if (plain !== word && !STOP.has(plain) && !GENERIC.has(plain) && !FILLER.has(plain))
      set.add(plain);
  }
}
/** Learns a phrase, and the same without its tilde if that means nothing else ('uñas' is not 'unas'). */
function learnBoth(text: string, meaning: Meaning) {
  learn(text, meaning);
  const plain = phraseKey(withoutTilde(text));
  if (plain !== phraseKey(text) && !VOCABULARY.has(plain) && !STOP.has(plain) && !FILLER.has(plain))
    learn(withoutTilde(text), meaning);
}
for (const [code, name] of Object.entries(US_STATES)) {
  learn(name, { ...NOTHING, kind: 'state', state: code });
}
for (const [name, code] of Object.entries(SPANISH_STATE_NAMES)) {
  learn(name, { ...NOTHING, kind: 'state', state: code });
}
for (const [text, group] of [
  ...Object.entries(GROUP_SYNONYMS),
  ...Object.entries(SPANISH_GROUP_SYNONYMS),
]) {
  learnBoth(text, { ...NOTHING, kind: 'group', group, categories: categoriesOfGroup(group) });
}
for (const [text, categories] of [
  ...Object.entries(CATEGORY_SYNONYMS),
  ...Object.entries(SPANISH_CATEGORY_SYNONYMS),
]) {
  learnBoth(text, { ...NOTHING, kind: 'category', categories });
}
for (const [text, place] of [
  ...Object.entries(PLACE_ALIASES),
  ...Object.entries(SPANISH_PLACE_ALIASES),
]) {
  learn(text, { ...NOTHING, aliases: [place] });
}
for (const name of PLACE_NAMES_KEPT_WHOLE) learn(name, NOTHING);
for (const [text, accommodations] of [
  ...Object.entries(ACCOMMODATION_SYNONYMS),
  ...Object.entries(SPANISH_ACCOMMODATION_SYNONYMS),
]) {
  learnBoth(text, { ...NOTHING, kind: 'accommodation', accommodations });
}
const FILLER_PHRASE = new Set([...FILLER_PHRASES, ...SPANISH_FILLER_PHRASES].map(phraseKey));
const KIND = new Set([...KIND_WORDS, ...SPANISH_KIND_WORDS].map(stem));
const BEFORE_KIND = new Set([...BEFORE_KIND_WORDS, ...SPANISH_BEFORE_KIND_WORDS].map(stem));
const SOFT = new Map(
  [...Object.entries(SOFT_WORDS), ...Object.entries(SPANISH_SOFT_WORDS)].map(([word, meaning]) => [
    stem(word),
    meaning,
  ]),
);
/* A child's age or a distance: '4 year old', '3yo', '6 yr', '5th grade', '25 miles'. */
const AGE = /^\d{1,2}(?:yo|yrs?|mo|st|nd|rd|th)$/;
const AGE_WORD = new Set(['year', 'yr', 'yo', 'month', 'grade', 'mile', 'mi'].map(stem));

/** Every single word the vocabulary knows, as typed in it: candidates for typo corrections. */
export const VOCABULARY_WORDS: readonly string[] = [
  ...new Set(
    [
      ...Object.keys(CATEGORY_SYNONYMS),
      ...Object.keys(GROUP_SYNONYMS),
      ...Object.keys(ACCOMMODATION_SYNONYMS),
      ...Object.values(US_STATES),
      ...Object.keys(SPANISH_CATEGORY_SYNONYMS),
      ...Object.keys(SPANISH_GROUP_SYNONYMS),
      ...Object.keys(SPANISH_ACCOMMODATION_SYNONYMS),
    ]
      .flatMap((text) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [])
      .filter((w) => !STOP.has(stem(w)) && !GENERIC.has(stem(w))),
  ),
];

/** Whether a word means something to the vocabulary (so it needs no typo correction). */
export function isVocabularyWord(word: string): boolean {
  const key = stem(word);
  /* Kind words ('therapists') stay typo-checked: alone they are searched as typed. */
  return (
    VOCABULARY.has(key) || STOP.has(key) || GENERIC.has(key) || FILLER.has(key) || SOFT.has(key)
  );
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
  const words = tokenize(line).filter((t) => t.raw !== '&' && !isNoise(t.raw) && !STOP.has(t.norm));
  /* A sentence's words that are dropped cost nothing, unless the line is nothing else. */
  const free = (t: Token) => FILLER.has(t.norm) || SOFT.has(t.norm) || isAge(t);
  const counted = words.some((t) => !free(t)) ? words.filter((t) => !free(t)) : words;
  return [...new Set(counted.map((t) => t.norm))];
}

const isAge = (t: Token) => AGE.test(t.norm);

/**
 * Reads a (normalized, trimmed) search line into the units the server must all match. A sentence's
 * words that carry no search meaning are dropped and its describing words kept aside as `soft`
 * (decision 053); a line of nothing else is read word by word as before, so it is still searched.
 */
export function parseSearchQuery(query: string): ParsedQuery {
  const sentence = readLine(query, true);
  if (sentence.units.length > 0 || sentence.generic.length > 0) return sentence;
  return readLine(query, false);
}

function readLine(query: string, asSentence: boolean): ParsedQuery {
  const tokens = tokenize(query);
  const shouting = query === query.toUpperCase();
  const units: QueryUnit[] = [];
  const generic: string[] = [];
  const soft: SoftWord[] = [];
  const dropped: string[] = [];
  /* Kind words ('studio', 'therapist') are dropped only beside a kind: decided at the end. */
  const kindWords: QueryUnit[] = [];
  const drop = (from: number, count: number) => {
    const first = tokens[from] as Token;
    const last = tokens[from + count - 1] as Token;
    dropped.push(query.slice(first.start, last.end));
  };
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    let meaning: Meaning | undefined;
    let filler = false;
    for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 1 && !meaning && !filler; n--) {
      const key = tokens
        .slice(i, i + n)
        .map((t) => t.norm)
        .join(' ');
      meaning = VOCABULARY.get(key);
      filler = !meaning && asSentence && n > 1 && FILLER_PHRASE.has(key);
      if (meaning || filler) matched = n;
    }
    if (filler) {
      drop(i, matched);
      i += matched;
      continue;
    }
    const first = tokens[i] as Token;
    const next = tokens[i + 1];
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
      } else if (asSentence && isSentenceWord(first, next)) {
        const softMeaning = SOFT.get(first.norm);
        if (softMeaning) soft.push({ text: first.raw.toLowerCase(), ...softMeaning });
        else drop(i, 1);
        i += 1;
        continue;
      } else if (/^\d{5}$/.test(first.raw)) meaning = { ...NOTHING, kind: 'zip' };
      else meaning = NOTHING;
    }
    const last = tokens[i + matched - 1] as Token;
    const unit: QueryUnit = {
      ...meaning,
      text: query.slice(first.start, last.end),
      start: first.start,
      end: last.end,
    };
    if (asSentence && matched === 1 && unit.kind === 'word' && KIND.has(first.norm)) {
      kindWords.push(unit);
    }
    units.push(unit);
    i += matched;
  }
  const kinds = units.filter((u) => u.kind === 'category' || u.kind === 'group');
  /*
   * 'dance studio': the studio is not what a Dance Instructor is called, so it goes. 'speech
   * therapist': every Speech Therapist is called one, so the word narrows nothing and stays, read
   * as before (decision 021); 'behavior therapists' as typed is in no listing, so it goes.
   */
  const extra = kindWords.filter((w) => !kinds.some((k) => namesEvery(k.categories, w.text)));
  if (kinds.length === 0 || extra.length === 0) return { units, generic, soft, dropped };
  for (const unit of extra) dropped.push(unit.text);
  return { units: units.filter((u) => !extra.includes(u)), generic, soft, dropped };
}

/**
 * Whether every one of the categories has the typed word in its name ('therapist' in Speech
 * Therapist): as a unit it then holds for every provider of them. 'therapists' does not (the
 * listing says 'therapist').
 */
export function namesEvery(categories: readonly string[], word: string): boolean {
  const typed = word.toLowerCase();
  return categories.length > 0 && categories.every((c) => c.toLowerCase().includes(typed));
}

/* A word a sentence carries that is not looked for: filler, a describing word, an age. */
function isSentenceWord(word: Token, next: Token | undefined): boolean {
  if (FILLER.has(word.norm) || SOFT.has(word.norm) || isAge(word)) return true;
  // '4 year old', '10 month old', '25 miles'.
  if (/^\d{1,2}$/.test(word.raw) && next && AGE_WORD.has(next.norm)) return true;
  // 'a new pediatrician': the word before a kind of provider.
  if (BEFORE_KIND.has(word.norm) && next) {
    const kind = VOCABULARY.get(next.norm)?.kind;
    return kind === 'category' || kind === 'group';
  }
  return false;
}

/*
 * A ZIP the line says to search around (decision 053): 'near 85719', 'around 85719', 'close to
 * 85719', 'in 85719', 'by 85719', 'within 5 miles of 85719', '5 miles from 85719'. Like 'near me',
 * the phrase names no word a listing could contain: it becomes the search's `near` ZIP, with the
 * radius if one was said (else the search's own, DEFAULT_RADIUS), and the rest of the line stays
 * the words to match. A ZIP typed alone ('dentist 78704') is not read here: it is matched as typed.
 */
const NEAR_ZIP =
  /(?:\b(?:within|a\s+menos\s+de|dentro\s+de)\s+(\d{1,3})\s*(?:mi|miles?|millas?)\s+(?:of|from|around|del?)\s+|\b(?:a\s+)?(\d{1,3})\s*(?:mi|miles?|millas?)\s+(?:of|from|around|del?)\s+|\b(?:near|around|close\s+to|closeby|by|in|cerca\s+del?|alrededor\s+del?|en|por)\s+(?:(?:el|mi)\s+)?(?:c[oó]digo\s+postal\s+)?)(\d{5})\b(?:\s+(?:area|zona)\b)?/iu;
/* The Spanish ways (decision 065): 'cerca de 78704', 'a 10 millas de 78704', 'en el código postal 78704'. */
const WITHIN_MILES =
  /\b(?:within|in|a\s+menos\s+de|dentro\s+de|a)\s+(\d{1,3})\s*(?:mi|miles?|millas?)\b/iu;

/** The line without its 'near <ZIP>' phrase, and the ZIP and radius it named. */
export function readNearPlace(line: string): {
  line: string;
  near: { zip: string; within: SearchRadius | null } | null;
} {
  const found = NEAR_ZIP.exec(line);
  if (!found) return { line, near: null };
  let rest = `${line.slice(0, found.index)} ${line.slice(found.index + found[0].length)}`;
  let miles = found[1] ?? found[2];
  const within = WITHIN_MILES.exec(rest);
  if (!miles && within) {
    miles = within[1];
    rest = `${rest.slice(0, within.index)} ${rest.slice(within.index + within[0].length)}`;
  }
  return {
    line: rest.replace(/\s+/g, ' ').trim(),
    near: { zip: found[3] as string, within: miles ? radiusFor(Number(miles)) : null },
  };
}

/*
 * 'barber near denver', 'dentist around salt lake city ut', 'within 25 miles of boise': the
 * words after 'near', 'around', 'close to' (or a distance 'of'/'from') that may name a city
 * (decision 053). Which words are the city only the ZIP table can tell, so every reading is
 * offered, longest first: 'pittsburgh for a sensory kid' is tried as a city before 'pittsburgh'.
 * 'in <city>' is not read here: 'dentist in austin' means the city's listings, as it always has.
 */
const NEAR_CITY =
  /(?:\b(?:within|a\s+menos\s+de|dentro\s+de)\s+(\d{1,3})\s*(?:mi|miles?|millas?)\s+(?:of|from|around|del?)|\b(?:a\s+)?(\d{1,3})\s*(?:mi|miles?|millas?)\s+(?:of|from|around|del?)|\b(?:near|around|close\s+to|closeby|cerca\s+del?|alrededor\s+del?))\s+/iu;
/* 'Winston-Salem', "Coeur d'Alene", 'St. Louis', 'Denver,' */
const CITY_WORD = /^[\p{L}][\p{L}.'’-]*,?$/u;
const MAX_CITY_WORDS = 4;
const STATE_BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);

export type NearCityReading = {
  /** The city's name as typed, lower case ('salt lake city'). */
  city: string;
  /** The state named right after it ('UT'), if any. */
  state: string | null;
  /** The line without the phrase. */
  line: string;
  /** The radius the line said, if any. */
  within: SearchRadius | null;
};

/* 'in <city>': a place the line's words already match; read as a city only when they found none. */
const IN_CITY = /\b(?:in|en)\s+/iu;

/**
 * The ways the line's 'near <city>' phrase can be read, longest city first; empty without one.
 * `{ inCity: true }` reads 'in <city>' the same way (a search whose words found nothing, decision
 * 053).
 */
export function readNearCity(line: string, { inCity = false } = {}): NearCityReading[] {
  const found = (inCity ? IN_CITY : NEAR_CITY).exec(line);
  if (!found) return [];
  const before = line.slice(0, found.index);
  const after = line.slice(found.index + found[0].length);
  const tokens: { word: string; end: number }[] = [];
  for (const m of after.matchAll(/\S+/gu)) {
    if (!CITY_WORD.test(m[0])) break;
    tokens.push({ word: m[0].replace(/,$/, '').toLowerCase(), end: m.index + m[0].length });
  }
  const said = found[1] ?? found[2];
  const out: NearCityReading[] = [];
  for (let n = Math.min(MAX_CITY_WORDS, tokens.length); n >= 1; n--) {
    const words = tokens.slice(0, n).map((t) => t.word);
    /* 'near me', 'near utah', 'denver within': a city's name does not end in a word the search reads. */
    if (isVocabularyWord(words[n - 1] ?? '')) continue;
    let used = n;
    const state = stateAt(tokens, n);
    if (state) used += state.words;
    let rest = `${before} ${after.slice(tokens[used - 1]?.end ?? 0)}`;
    let miles = said;
    const within = WITHIN_MILES.exec(rest);
    if (!miles && within) {
      miles = within[1];
      rest = `${rest.slice(0, within.index)} ${rest.slice(within.index + within[0].length)}`;
    }
    out.push({
      city: words.join(' '),
      state: state?.code ?? null,
      line: rest.replace(/\s+/g, ' ').trim(),
      within: miles ? radiusFor(Number(miles)) : null,
    });
  }
  return out;
}

/* The state named after a city: 'tx', 'utah', 'new mexico'; an ambiguous code ('in', 'or') only last. */
function stateAt(tokens: readonly { word: string }[], at: number) {
  const one = tokens[at]?.word;
  if (!one) return null;
  const two = tokens[at + 1] ? `${one} ${tokens[at + 1]?.word}` : null;
  const byTwo = two ? STATE_BY_NAME.get(two) : undefined;
  if (byTwo) return { code: byTwo, words: 2 };
  const byName = STATE_BY_NAME.get(one);
  if (byName) return { code: byName, words: 1 };
  const code = one.toUpperCase();
  if (!US_STATES[code]) return null;
  if (AMBIGUOUS_STATE_CODES.has(code) && tokens.length > at + 1) return null;
  return { code, words: 1 };
}

/** The radius choice that covers the distance asked for: 7 miles -> 10; more than 50 -> 50. */
function radiusFor(miles: number): SearchRadius {
  return (
    SEARCH_RADII.find((r) => r >= miles) ?? (SEARCH_RADII[SEARCH_RADII.length - 1] as SearchRadius)
  );
}

/**
 * A search request with its line's 'near <ZIP>' phrase read (decision 053): 'barber near 85719'
 * asks for q 'barber' near 85719, within the request's radius (the page's distance control) or
 * else the line's. A request that already names a ZIP keeps it, and its line as typed.
 */
export function withNearPlace<T extends { q?: string; near?: string; within?: SearchRadius }>(
  request: T,
): T {
  if (request.near || !request.q) return request;
  const { line, near } = readNearPlace(request.q);
  if (!near) return request;
  /* A radius chosen with the page's distance control is newer than the line's (decision 053). */
  return {
    ...request,
    q: line,
    near: near.zip,
    within: request.within ?? near.within ?? undefined,
  };
}

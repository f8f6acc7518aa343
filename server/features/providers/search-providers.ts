import { sql } from 'drizzle-orm';
import {
  BUSINESS_CATEGORY_GROUPS,
  type CategoryGroupKey,
  categoriesOfGroup,
} from '../../../common/catalog/business-categories';
import { EXAMPLE_SEARCHES, US_STATES } from '../../../common/catalog/search-vocabulary';
import {
  SEARCH_PAGE_SIZE,
  type SearchAlternative,
  type SearchQuery,
  type SearchResponse,
} from '../../../common/contracts/providers';
import { readNearMe } from '../../../common/domain/near-me';
import {
  isVocabularyWord,
  type ParsedQuery,
  parseSearchQuery,
  type QueryUnit,
  VOCABULARY_WORDS,
} from '../../../common/domain/search-query';
import { describeSearch } from '../../../common/domain/search-understood';
import type { Locale } from '../../../common/i18n/locales';
import type { Db } from '../../db/client';
import { zipCentroid } from '../places/zip-centroid';
import { visitMaskOf } from '../quiet-hours/visit-bits';
import { type AnswerWords, answerWords, matchingLine } from './answer-words';
import { DEFAULT_TUNING, type FoundPage, findProviders, type Tuning } from './find-providers';
import { describedFinder } from './find-providers-best-match';
import { CARD_COLUMN_NAMES, type CardRow, toCard } from './provider-cards';
import { type Clause, clausesOf, maskOf } from './search-criteria';
import { nearestAnswer } from './search-nearest';
import {
  allowedEdits,
  editDistance,
  escapeLike,
  isCorrectable,
  normalizeQuery,
  queryWords,
} from './search-text';

/**
 * pg_trgm word_similarity a dictionary word needs to be considered as a correction at all. Far
 * below the 0.6 default on purpose: one swapped pair of letters scores 0.29 ('devner' against
 * 'denver') and one wrong letter in a short word 0.44 ('boton' against 'boston'). What decides is
 * the edit count (allowedEdits); this floor only keeps unrelated words out of the candidates.
 * docs/performance.md lists the typo set it was checked against.
 */
export const TYPO_THRESHOLD = 0.25;
/** Nearest dictionary words (by word_similarity) looked at for each mistyped word. */
const CANDIDATES = 20;
/** Alternatives tried, best first, when one word is corrected (the best may match nothing). */
const MAX_ALTERNATIVES = 3;
/*
 * A search that found nothing tries corrections and other searches, one statement after another:
 * a line of a dozen words cost twenty statements, and the embedded database runs one statement
 * at a time for everybody (decision 035). So at most MAX_CORRECTED_WORDS words are
 * looked up in the typo dictionary and MAX_WIDER_TRIES other searches tried; and a search that
 * has taken SEARCH_EXTRAS_BUDGET_MS (a large directory on a busy machine) answers with what it
 * has instead of starting another.
 */
const MAX_CORRECTED_WORDS = 4;
const MAX_WIDER_TRIES = 6;
export const SEARCH_EXTRAS_BUDGET_MS = 1000;

/**
 * The home page search (public-side.md §5, decisions 009, 021): trimmed query; blank with no group
 * searches nothing; pending providers never appear; every word or phrase of the line must be part
 * of name, category, location or zip_code, or mean (by the vocabulary) the provider's category,
 * group, state or one of its accommodations; premium, enhanced (each only while active), then
 * verified share, name, id. When nothing matches as typed, mistyped words are corrected and the
 * results flagged as the closest match; when still nothing matches, up to three searches that do
 * have results are offered.
 */
export async function searchProviders(
  db: Db,
  input: {
    q?: string;
    group?: SearchQuery['group'];
    page?: number;
    lang?: Locale;
    visit?: SearchQuery['visit'];
  },
  tuning: Tuning = DEFAULT_TUNING,
  /* Another order of the same results ('Best match for me': find-providers-best-match.ts). */
  findPage: typeof findProviders = findProviders,
  extrasBudgetMs: number = SEARCH_EXTRAS_BUDGET_MS,
): Promise<SearchResponse> {
  const until = Date.now() + extrasBudgetMs;
  const query = normalizeQuery(input.q);
  const group = (input.group ?? null) as CategoryGroupKey | null;
  const page = input.page ?? 1;
  /* The words shown are in the page's language (decision 073). */
  const words = answerWords(input.lang);
  /* 'Open for a quiet hour this week', 'staff trained' (decision 068). */
  const visitMask = visitMaskOf(input.visit);
  const base = { query, group, page, pageSize: SEARCH_PAGE_SIZE };
  const nothing = {
    results: [],
    total: 0,
    totalIsEstimate: false,
    hasMore: false,
    fuzzy: false,
    closestMatch: null,
    understood: null,
    onlyGeneric: false,
    alternatives: [],
  };
  if (!query && !group) return { ...base, ...nothing, searched: false };

  const categories = group ? categoriesOfGroup(group) : null;
  /*
   * Describing words ('a calm dentist') order the results: the places whose accommodations back
   * them first, none dropped (decision 053). Another order asked for ('Best match for me') wins.
   */
  const finderFor = (read: ParsedQuery) => {
    const mask = maskOf(read.soft.flatMap((w) => w.accommodations));
    return mask !== 0 && findPage === findProviders ? describedFinder(mask) : findPage;
  };
  const find = (clauses: Clause[], read: ParsedQuery) =>
    finderFor(read)<CardRow>(
      db,
      { terms: [], clauses, categories, visitMask },
      {
        offset: (page - 1) * SEARCH_PAGE_SIZE,
        pageSize: SEARCH_PAGE_SIZE,
        order: 'rank',
        columns: CARD_COLUMN_NAMES,
      },
      tuning,
    );
  const respond = (
    found: FoundPage<CardRow>,
    read: ParsedQuery,
    closestMatch: string | null,
    alternatives: SearchAlternative[] = [],
    knownPlace: string | null = null,
  ): SearchResponse => ({
    ...base,
    results: found.rows.map(toCard),
    total: found.total,
    totalIsEstimate: found.totalIsEstimate,
    hasMore: found.hasMore,
    searched: true,
    fuzzy: closestMatch !== null,
    closestMatch,
    understood: describeSearch(read.units, placeFrom(found.rows, knownPlace), words),
    onlyGeneric: read.units.length === 0 && read.generic.length > 0,
    alternatives,
  });

  const parsed = parseSearchQuery(query);
  const exact = await find(clausesOf(parsed, query), parsed);
  const onlyGeneric = parsed.units.length === 0 && parsed.generic.length > 0;
  if (!query || (exact.total > 0 && !onlyGeneric)) return respond(exact, parsed, null);
  if (onlyGeneric) {
    return respond(
      exact,
      parsed,
      null,
      await exampleSearches(db, categories, tuning, until, words),
    );
  }
  /* 'pediatrician 60622' with none in that ZIP: the nearest ones (decision 053). */
  const zip = page === 1 ? parsed.units.find((u) => u.kind === 'zip') : undefined;
  const centre = zip ? await zipCentroid(db, zip.text) : null;
  if (zip && centre) {
    const units = parsed.units.filter((u) => u !== zip);
    const nearest = await nearestAnswer(db, {
      query,
      group,
      units,
      clauses: units.length > 0 ? clausesOf({ ...parsed, units }, query) : [],
      categories,
      needsMask: 0,
      confirmedOnly: false,
      visitMask,
      from: { ...centre, zip: zip.text, within: null },
      lang: input.lang,
    });
    if (nearest) return nearest;
  }

  const corrections = await correctedQueries(db, query, until);
  for (const alternative of corrections) {
    if (Date.now() > until) break;
    const read = parseSearchQuery(alternative);
    const found = await find(clausesOf(read, alternative), read);
    if (found.total > 0) return respond(found, read, alternative);
  }
  /*
   * Nothing matched even corrected: the line is still read with its best correction, so
   * 'dentst austin' is understood and widened as 'dentist austin' (decision 043).
   */
  const meant = corrections[0] ? parseSearchQuery(corrections[0]) : parsed;
  if (Date.now() > until) return respond(exact, meant, null);
  const wider = await widerSearches(db, meant, categories, tuning, until, words);
  return respond(exact, meant, null, wider.alternatives, wider.place);
}

/**
 * 'swim lessons near me' with no ZIP to start from (an anonymous visitor, or a member who saved
 * none): no results from anywhere, but an answer that asks where to look (decision 043). The
 * rest of the line is kept, so the understood line says what will be looked for.
 */
export function askForLocation(input: {
  q?: string;
  group?: SearchQuery['group'];
  page?: number;
  lang?: Locale;
}): SearchResponse {
  const query = normalizeQuery(input.q);
  const rest = readNearMe(query).line;
  const words = answerWords(input.lang);
  const what = describeSearch(parseSearchQuery(rest).units, () => null, words);
  return {
    query,
    group: input.group ?? null,
    page: input.page ?? 1,
    pageSize: SEARCH_PAGE_SIZE,
    results: [],
    total: 0,
    totalIsEstimate: false,
    hasMore: false,
    searched: true,
    fuzzy: false,
    closestMatch: null,
    understood: words.answers.nearYou(what ?? matchingLine(words, rest)),
    onlyGeneric: false,
    alternatives: [],
    needsLocation: true,
  };
}

/*
 * A typed word was a place when every result shown has it in its location and they all share
 * that location: 'austin' is 'Austin, TX'.
 */
function placeFrom(rows: readonly CardRow[], knownPlace: string | null = null) {
  return (unit: QueryUnit): string | null => {
    const words = [unit.text, ...unit.aliases].map((w) => w.toLowerCase());
    const names = (place: string | null | undefined) =>
      Boolean(place && words.some((w) => place.toLowerCase().includes(w)));
    if (names(knownPlace)) return knownPlace;
    const locations = new Set(rows.map((r) => cityAndState(String(r.location))));
    const [only] = locations;
    return locations.size === 1 && names(only) ? (only ?? null) : null;
  };
}

/**
 * The place a location names, as the line above the results says it: a listing stored with its
 * street ('1000 S Lamar Blvd, Austin, TX', from the wizard's one-line address) is in 'Austin, TX'
 * like the demo's 'Austin, TX' rows. Anything not ending in ', ST' is kept as it is.
 */
function cityAndState(location: string): string {
  const match = /([^,]+),\s*([A-Z]{2})$/.exec(location.trim());
  return match ? `${match[1]?.trim()}, ${match[2]}` : location;
}

type Candidate = { query: string; label?: string };

/** The first few candidate searches that find something, with how many. */
async function withResults(
  db: Db,
  candidates: readonly Candidate[],
  categories: readonly string[] | null,
  tuning: Tuning,
  until: number,
  words: AnswerWords,
): Promise<SearchAlternative[]> {
  const out: SearchAlternative[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (out.length >= MAX_WIDER_SEARCHES || seen.size >= MAX_WIDER_TRIES) break;
    if (Date.now() > until) break;
    const key = candidate.query.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const read = parseSearchQuery(candidate.query);
    const found = await findProviders<CardRow>(
      db,
      { terms: [], clauses: clausesOf(read, candidate.query), categories },
      { offset: 0, pageSize: 5, order: 'rank', columns: ['id', 'location'] },
      tuning,
    );
    if (found.total === 0) continue;
    out.push({
      query: candidate.query,
      label:
        candidate.label ??
        describeSearch(read.units, placeFrom(found.rows), words) ??
        candidate.query,
      total: found.total,
      totalIsEstimate: found.totalIsEstimate,
    });
  }
  return out;
}

const MAX_WIDER_SEARCHES = 3;

/** For a line of generic words only: a few plain searches to try instead. */
function exampleSearches(
  db: Db,
  categories: readonly string[] | null,
  tuning: Tuning,
  until: number,
  words: AnswerWords,
) {
  return withResults(
    db,
    EXAMPLE_SEARCHES.map((query) => ({ query })),
    categories,
    tuning,
    until,
    words,
  );
}

/*
 * For a search that found nothing ('dentist austin'): the same kind of provider in the whole
 * state, every provider of its group there, everyone there, the kind anywhere, then the line
 * without one of its words.
 */
async function widerSearches(
  db: Db,
  parsed: ParsedQuery,
  categories: readonly string[] | null,
  tuning: Tuning,
  until: number,
  say: AnswerWords,
): Promise<{ alternatives: SearchAlternative[]; place: string | null }> {
  const { units } = parsed;
  const what = units.find((u) => u.kind === 'category' || u.kind === 'group');
  const rest = units.filter((u) => u !== what);
  const candidates: Candidate[] = [];
  // Where the other words are, if they name one place ('austin' -> 'Austin, TX').
  let place: string | null = null;
  if (what && rest.length > 0) {
    const words = rest.map((u) => u.text).join(' ');
    const read = parseSearchQuery(words);
    const there = await findProviders<CardRow>(
      db,
      { terms: [], clauses: clausesOf(read, words), categories: null },
      { offset: 0, pageSize: 5, order: 'rank', columns: ['id', 'location'] },
      tuning,
    );
    const locations = new Set(there.rows.map((r) => String(r.location)));
    if (locations.size === 1) place = [...locations][0] ?? null;
    const state = place?.match(/, ([A-Z]{2})$/)?.[1];
    const stateName = state ? US_STATES[state] : undefined;
    if (stateName) candidates.push({ query: `${what.text} ${stateName}` });
    if (what.kind === 'category') {
      const groups = new Set(what.categories.map(groupOfCategory));
      const [only] = groups;
      if (groups.size === 1 && only) candidates.push({ query: `${GROUP_WORDS[only]} ${words}` });
    }
    candidates.push({
      query: place ?? words,
      label: place ? say.answers.allProvidersIn(place) : undefined,
    });
    candidates.push({ query: what.text });
  }
  if (units.length > 1) {
    for (const dropped of units) {
      candidates.push({
        query: units
          .filter((u) => u !== dropped)
          .map((u) => u.text)
          .join(' '),
      });
    }
  }
  return {
    alternatives: await withResults(db, candidates, categories, tuning, until, say),
    place,
  };
}

/** How to type a group so the parser reads it as the group. */
const GROUP_WORDS: Record<CategoryGroupKey, string> = {
  healthcare: 'healthcare',
  'personal-care': 'personal care',
  childcare: 'childcare',
  recreation: 'recreation',
  community: 'community',
};

function groupOfCategory(category: string): CategoryGroupKey | undefined {
  return BUSINESS_CATEGORY_GROUPS.find((g) =>
    (g.categories as readonly string[]).includes(category),
  )?.key;
}

/**
 * The query with each word that appears in no provider replaced by its closest dictionary word,
 * best first; several versions when a single word was corrected and has runner-up candidates.
 * Empty when no word needed or found a correction.
 */
export async function correctedQueries(
  db: Db,
  query: string,
  /* Words after this time (Date.now()) are left as typed: the search has spent its budget. */
  until = Number.POSITIVE_INFINITY,
): Promise<string[]> {
  const lower = query.toLowerCase();
  const fixes: { start: number; end: number; options: string[] }[] = [];
  let lookups = 0;
  for (const { word, start, end } of queryWords(query)) {
    if (!isCorrectable(word) || isVocabularyWord(word)) continue;
    if (lookups >= MAX_CORRECTED_WORDS || Date.now() > until) break;
    lookups += 1;
    const result = await db.execute<{ known: boolean; candidates: unknown }>(sql`
      SELECT
        EXISTS (
          SELECT 1 FROM provider_search_words
          WHERE word LIKE '%' || lower(${escapeLike(word)}::text) || '%'
        ) AS known,
        (
          SELECT json_agg(json_build_object('word', word, 'similarity', ws)) FROM (
            SELECT word, word_similarity(lower(${word}::text), word) AS ws
            FROM provider_search_words
            ORDER BY word <->> lower(${word}::text)
            LIMIT ${CANDIDATES}
          ) AS nearest
          WHERE ws >= ${TYPO_THRESHOLD}
        ) AS candidates`);
    const row = result.rows[0];
    if (!row || row.known) continue;
    const raw = typeof row.candidates === 'string' ? JSON.parse(row.candidates) : row.candidates;
    // The vocabulary's own words are candidates too ('daycre' -> 'daycare', 'Texsa' -> 'texas').
    const vocabulary = VOCABULARY_WORDS.map((w) => ({ word: w, similarity: 0 }));
    const options = [...((raw ?? []) as { word: string; similarity: number }[]), ...vocabulary]
      .map((c) => ({ ...c, edits: editDistance(word, c.word) }))
      .filter((c) => c.edits <= allowedEdits(word))
      .sort(
        (a, b) => a.edits - b.edits || b.similarity - a.similarity || (a.word < b.word ? -1 : 1),
      )
      .map((c) => c.word);
    if (options.length > 0) fixes.push({ start, end, options });
  }
  if (fixes.length === 0) return [];

  const build = (choice: (fixIndex: number) => string) => {
    let out = '';
    let at = 0;
    fixes.forEach((fix, i) => {
      out += lower.slice(at, fix.start) + choice(i);
      at = fix.end;
    });
    return out + lower.slice(at);
  };
  const best = build((i) => fixes[i]?.options[0] ?? '');
  if (fixes.length > 1) return [best];
  const options = fixes[0]?.options ?? [];
  return options.slice(0, MAX_ALTERNATIVES).map((option) => build(() => option));
}

import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import type { CategoryGroupKey } from '../../../common/catalog/business-categories';
import { SEARCH_PAGE_SIZE, type SearchResponse } from '../../../common/contracts/providers';
import {
  accommodationSlug,
  type NearestAnswer,
  type SearchFacets,
} from '../../../common/contracts/search-filters';
import type { QueryUnit } from '../../../common/domain/search-query';
import { describeSearch } from '../../../common/domain/search-understood';
import type { Locale } from '../../../common/i18n/locales';
import type { Db } from '../../db/client';
import { type AnswerWords, answerWords, asNoun, matchingLine } from './answer-words';
import { findProvidersNearest, NEAREST_MILES, type NearRow } from './find-providers-near';
import { CARD_COLUMN_NAMES, type CardRow, toCard } from './provider-cards';
import type { Clause } from './search-criteria';

export type NearestSearch = {
  /** The request's line, group and page, as the answer repeats them. */
  query: string;
  group: CategoryGroupKey | null;
  /** What was asked, without the place: for the understood line and the notice. */
  units: readonly QueryUnit[];
  clauses: readonly Clause[];
  categories: readonly string[] | null;
  needsMask: number;
  confirmedOnly: boolean;
  /** providers.visit_bits that must all be set (decision 068). */
  visitMask?: number;
  /** Where it had none: the ZIP's (or the city's) centre, its name and the radius searched. */
  from: {
    latitude: number;
    longitude: number;
    zip: string | null;
    place: string | null;
    within: number | null;
  };
  /** The language of the words shown: the understood line, the notice's nouns (decision 073). */
  lang?: Locale;
};

/**
 * A ZIP, or the distance around a ZIP or a city, has none of what was asked (decision 053): the
 * nearest ones within NEAREST_MILES instead, each card with its distance, and what the notice
 * says ('None in 60622; the nearest pediatricians, 2.1 to 9.8 miles away'). Null when there are
 * none within reach either: the caller answers as it would have.
 */
export async function nearestAnswer(db: Db, search: NearestSearch): Promise<SearchResponse | null> {
  const { from } = search;
  const rows = await findProvidersNearest<CardRow & NearRow & Bits>(
    db,
    {
      clauses: search.clauses,
      categories: search.categories,
      needsMask: search.needsMask,
      confirmedOnly: search.confirmedOnly,
      visitMask: search.visitMask,
    },
    from,
    [...CARD_COLUMN_NAMES, 'accommodation_bits', 'confirmed_accommodation_bits', 'visit_bits'],
  );
  if (rows.length === 0) return null;
  const results = rows.map((row) => ({
    ...toCard(row),
    distanceMiles: Math.round(Number(row.distance_miles) * 10) / 10,
  }));
  const words = answerWords(search.lang);
  const nearest: NearestAnswer = {
    zip: from.zip,
    place: from.place,
    within: from.within,
    what: whatOf(search.units, search.group, words),
    fromMiles: results[0]?.distanceMiles ?? 0,
    toMiles: results[results.length - 1]?.distanceMiles ?? 0,
    reach: NEAREST_MILES,
  };
  const what =
    describeSearch(search.units, () => null, words) ?? matchingLine(words, search.units[0]?.text);
  return {
    query: search.query,
    group: search.group,
    page: 1,
    pageSize: SEARCH_PAGE_SIZE,
    results,
    total: results.length,
    totalIsEstimate: false,
    hasMore: false,
    searched: true,
    fuzzy: false,
    closestMatch: null,
    understood: words.answers.near(what, from.zip ?? from.place ?? ''),
    onlyGeneric: false,
    alternatives: [],
    facets: facetsOf(rows, search.needsMask, search.confirmedOnly),
    near: null,
    nearest,
  };
}

/*
 * The kind of provider asked for, as the notice names it ('pediatricians'), from the line's
 * first kind or the group chosen; null for anything else (the notice then says 'places').
 */
function whatOf(
  units: readonly QueryUnit[],
  group: CategoryGroupKey | null,
  words: AnswerWords,
): NearestAnswer['what'] {
  const kind = units.find((u) => u.kind === 'category' || u.kind === 'group');
  const groupKey = kind?.kind === 'group' ? kind.group : kind ? null : group;
  if (groupKey) {
    const label = words.groups[groupKey];
    return label
      ? { one: words.answers.groupPlace(label), many: words.answers.groupPlaces(label) }
      : null;
  }
  if (!kind || kind.categories.length === 0 || kind.categories.length > 3) return null;
  const or = (items: string[]) =>
    items.length <= 1
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} ${words.line.or} ${items[items.length - 1]}`;
  const noun = (labels: Readonly<Record<string, string>>) => (c: string) =>
    asNoun(words, labels[c] ?? c);
  return {
    one: or(kind.categories.map(noun(words.categories))),
    many: or(kind.categories.map(noun(words.plurals))),
  };
}

type Bits = {
  accommodation_bits: number;
  confirmed_accommodation_bits: number;
  visit_bits: number;
};

/* The filter counts over the nearest places shown, as the refined search counts its matches. */
function facetsOf(rows: readonly Bits[], mask: number, confirmedOnly: boolean): SearchFacets {
  const bits = (row: Bits) =>
    Number(confirmedOnly ? row.confirmed_accommodation_bits : row.accommodation_bits);
  return {
    needs: ALL_ACCOMMODATIONS.map((item, i) => ({
      item,
      slug: accommodationSlug(item),
      count: rows.filter((row) => (bits(row) & (2 ** i)) !== 0).length,
    })),
    confirmed: rows.filter((row) => (Number(row.confirmed_accommodation_bits) & mask) === mask)
      .length,
    visit: {
      'quiet-hour': rows.filter((row) => (Number(row.visit_bits) & 1) !== 0).length,
      'trained-staff': rows.filter((row) => (Number(row.visit_bits) & 2) !== 0).length,
    },
    estimated: false,
  };
}

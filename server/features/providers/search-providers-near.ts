import { ALL_ACCOMMODATIONS } from '../../../common/catalog/accommodations';
import {
  type CategoryGroupKey,
  categoriesOfGroup,
} from '../../../common/catalog/business-categories';
import { accommodationBit } from '../../../common/catalog/search-vocabulary';
import {
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  type SearchResponse,
} from '../../../common/contracts/providers';
import { accommodationSlug, DEFAULT_RADIUS } from '../../../common/contracts/search-filters';
import { readNearMe } from '../../../common/domain/near-me';
import { type ParsedQuery, parseSearchQuery } from '../../../common/domain/search-query';
import { describeSearch } from '../../../common/domain/search-understood';
import { SEARCH_REQUEST_ERRORS } from '../../../common/messages/search-answers';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CityCentre } from '../places/city-centre';
import { zipCentroid } from '../places/zip-centroid';
import { visitMaskOf } from '../quiet-hours/visit-bits';
import { type AnswerWords, answerWords, matchingLine } from './answer-words';
import { findProvidersNear, type NearRow } from './find-providers-near';
import { CARD_COLUMN_NAMES, type CardRow, toCard } from './provider-cards';
import { clausesOf } from './search-criteria';
import { type NearestSearch, nearestAnswer } from './search-nearest';
import { normalizeQuery } from './search-text';

/* A message object's words, so a Spanish request's error reads Spanish (decision 067). */
export const UNKNOWN_ZIP_MESSAGE = SEARCH_REQUEST_ERRORS.unknownZip;

/** True when the search has refinements this use case answers (else: searchProviders). */
export function isRefinedSearch(input: SearchQuery): boolean {
  return Boolean(input.near || (input.needs && input.needs.length > 0));
}

/**
 * A search with accommodation filters and/or a radius (decision 030). Every filter must
 * hold; 'confirmed' counts an accommodation only when families confirmed it. A ZIP alone searches
 * (everyone near it); filters need a line, a group or a ZIP. Results keep the plain search's tier
 * ordering unless sort=distance. An unknown ZIP is a 400 UNKNOWN_ZIP, never an empty page that
 * looks like 'nothing near you'.
 */
export async function searchProvidersNear(
  db: Db,
  input: SearchQuery,
  pageSize = SEARCH_PAGE_SIZE,
  /** A city's centre the line named ('barber near denver', decision 053) instead of a ZIP. */
  city: CityCentre | null = null,
): Promise<SearchResponse> {
  /* 'near me' is the ZIP itself here (personal-search.ts gave it), not words to match. */
  const query = readNearMe(normalizeQuery(input.q)).line;
  const group = (input.group ?? null) as CategoryGroupKey | null;
  const page = input.page ?? 1;
  const needs = input.needs ?? [];
  const within = input.within ?? DEFAULT_RADIUS;
  /* The words shown are in the page's language (decision 073). */
  const words = answerWords(input.lang);
  const base = {
    query,
    group,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    fuzzy: false,
    closestMatch: null,
    onlyGeneric: false,
    alternatives: [],
  };

  let near: { latitude: number; longitude: number; miles: number } | null = null;
  let place: SearchResponse['near'] = null;
  if (city) {
    near = { latitude: city.latitude, longitude: city.longitude, miles: within };
    place = { zip: null, within, place: city.place };
  } else if (input.near) {
    const centre = await zipCentroid(db, input.near);
    if (!centre) {
      throw AppError.badRequest('UNKNOWN_ZIP', UNKNOWN_ZIP_MESSAGE, { field: 'near' });
    }
    near = { latitude: centre.latitude, longitude: centre.longitude, miles: within };
    place = { zip: input.near, within, place: centre.place };
  }

  if (!query && !group && !near) {
    return {
      ...base,
      results: [],
      total: 0,
      totalIsEstimate: false,
      hasMore: false,
      searched: false,
      understood: null,
      facets: null,
      near: place,
    };
  }

  const parsed = parseSearchQuery(query);
  const needsMask = needs.reduce((mask, item) => mask | accommodationBit(item), 0);
  const criteria = {
    clauses: query ? clausesOf(parsed, query) : [],
    categories: group ? categoriesOfGroup(group) : null,
    needsMask,
    confirmedOnly: input.confirmed === '1' && needsMask !== 0,
    /* 'Open for a quiet hour this week', 'staff trained' (decision 068). */
    visitMask: visitMaskOf(input.visit),
  };
  const found = await findProvidersNear<CardRow & NearRow>(
    db,
    { ...criteria, near },
    {
      offset: (page - 1) * SEARCH_PAGE_SIZE,
      pageSize,
      order: input.sort === 'distance' ? 'distance' : 'relevance',
      columns: CARD_COLUMN_NAMES,
    },
  );
  /*
   * None within the radius, or in the ZIP the line names ('pediatrician 60622' with a filter):
   * the nearest ones, farther away (decision 053).
   */
  if (found.total === 0 && page === 1 && pageSize > 0) {
    const asked = { ...criteria, lang: input.lang };
    const nearest = await nearestInstead(db, query, group, parsed, asked, near, place, within);
    if (nearest) return nearest;
  }
  return {
    ...base,
    results: found.rows.map((row) => ({
      ...toCard(row),
      distanceMiles:
        row.distance_miles == null ? null : Math.round(Number(row.distance_miles) * 10) / 10,
    })),
    total: found.total,
    totalIsEstimate: found.estimated,
    hasMore: found.estimated || page * SEARCH_PAGE_SIZE < found.total,
    searched: true,
    understood: nearLine(
      describeSearch(parsed.units, () => null, words),
      query,
      place,
      words,
    ),
    facets: {
      needs: ALL_ACCOMMODATIONS.map((item, i) => ({
        item,
        slug: accommodationSlug(item),
        count: found.needCounts[i] ?? 0,
      })),
      confirmed: found.confirmedCount,
      visit: found.visitCounts,
      estimated: found.estimated,
    },
    near: place,
  };
}

/* The understood line says where the search looked: 'Swim Instructors near 78704 (within 10 miles)'. */
function nearLine(
  understood: string | null,
  query: string,
  place: SearchResponse['near'],
  words: AnswerWords,
): string | null {
  if (!place) return understood;
  const what = understood ?? matchingLine(words, query);
  return words.answers.nearWithin(what, place.zip ?? place.place ?? '', place.within);
}

/** The nearest matches for a refined search that found none, or null (search-nearest.ts). */
async function nearestInstead(
  db: Db,
  query: string,
  group: CategoryGroupKey | null,
  parsed: ParsedQuery,
  criteria: Omit<NearestSearch, 'query' | 'group' | 'units' | 'from'>,
  near: { latitude: number; longitude: number } | null,
  place: SearchResponse['near'],
  within: number,
): Promise<SearchResponse | null> {
  if (near && place) {
    return nearestAnswer(db, {
      query,
      group,
      units: parsed.units,
      ...criteria,
      from: { ...near, zip: place.zip, place: place.place, within },
    });
  }
  const zip = parsed.units.find((u) => u.kind === 'zip');
  const centre = zip ? await zipCentroid(db, zip.text) : null;
  if (!zip || !centre) return null;
  const units = parsed.units.filter((u) => u !== zip);
  return nearestAnswer(db, {
    query,
    group,
    units,
    ...criteria,
    clauses: units.length > 0 ? clausesOf({ ...parsed, units }, query) : [],
    from: { ...centre, zip: zip.text, within: null },
  });
}

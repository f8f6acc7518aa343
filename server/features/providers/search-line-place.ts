import { DEFAULT_RADIUS } from '../../../common/catalog/search-places';
import type { SearchQuery, SearchResponse } from '../../../common/contracts/providers';
import { readNearCity, withNearPlace } from '../../../common/domain/search-query';
import type { Db } from '../../db/client';
import { type CityCentre, cityOfReadings } from '../places/city-centre';
import { zipCentroid } from '../places/zip-centroid';
import { searchProviders } from './search-providers';
import { isRefinedSearch, searchProvidersNear } from './search-providers-near';
import { normalizeQuery } from './search-text';

/** A search request with the place its line names read (decision 053). */
export type PlacedSearch = {
  /** The request to search: the line without its place phrase, the ZIP and radius it gave. */
  query: SearchQuery;
  /** The request as it came. */
  typed: SearchQuery;
  /** The city the line searches around ('barber near denver'), if any. */
  city: CityCentre | null;
};

/**
 * Reads the place a line names (decision 053). 'barber near 85719': a known ZIP is the search's
 * `near`; a five-digit number that is no ZIP stays a word. 'barber near denver': a city the ZIP
 * table knows is a distance search from its centre; a city it does not know stays words. The
 * radius is the request's (the page's distance control) when it has one, else the line's, else
 * the default: the page drops its radius when a new line is searched without a ZIP.
 */
export async function readLinePlace(db: Db, typed: SearchQuery): Promise<PlacedSearch> {
  const named = withNearPlace(typed);
  if (named !== typed && named.near && (await zipCentroid(db, named.near))) {
    return { query: named, typed, city: null };
  }
  if (typed.near || !typed.q) return { query: typed, typed, city: null };
  const found = await cityOfReadings(
    db,
    readNearCity(normalizeQuery(typed.q)),
    typed.within ?? DEFAULT_RADIUS,
  );
  if (!found) return { query: typed, typed, city: null };
  return {
    /* A radius chosen with the page's distance control is newer than the line's. */
    query: {
      ...typed,
      q: found.reading.line,
      within: typed.within ?? found.reading.within ?? undefined,
    },
    typed,
    city: found.centre,
  };
}

/** True when the search takes the refined path (a radius, a city or filters; decision 030). */
export function isPlacedRefined(search: PlacedSearch): boolean {
  return Boolean(search.city) || isRefinedSearch(search.query);
}

/**
 * The public answer to a request whose place was read: the plain or the refined search; around
 * a city, and when nothing is within reach of it even by the nearest places, the line as typed
 * (its words, with the wider searches that have results), never an empty page.
 */
export async function searchPlaced(db: Db, search: PlacedSearch): Promise<SearchResponse> {
  const plain = (q: SearchQuery) =>
    isRefinedSearch(q) ? searchProvidersNear(db, q) : searchProviders(db, q);
  const { query, city } = search;
  if (!city) {
    const answer = await plain(query);
    return answer.total > 0 ? answer : ((await aroundCityNamedIn(db, query)) ?? answer);
  }
  const around = await searchProvidersNear(db, query, undefined, city);
  return around.total > 0 || (query.page ?? 1) > 1 ? around : plain(search.typed);
}

/**
 * A line whose words found nothing and that says 'in <city>' ('is there a daycare in boise…'):
 * the same search around that city's centre, which answers with what is within the radius, else
 * the nearest ones with their distance ('None in Boise, ID; the nearest …'; decision 053). Null
 * when the line names no city the ZIP table knows, or nothing is within reach of it: the words'
 * empty answer, with its wider searches, stands.
 */
async function aroundCityNamedIn(db: Db, query: SearchQuery): Promise<SearchResponse | null> {
  if (!query.q || query.near || (query.page ?? 1) > 1) return null;
  const within = query.within ?? DEFAULT_RADIUS;
  const found = await cityOfReadings(
    db,
    readNearCity(normalizeQuery(query.q), { inCity: true }),
    within,
  );
  if (!found) return null;
  const around = await searchProvidersNear(
    db,
    { ...query, q: found.reading.line, within: query.within ?? found.reading.within ?? within },
    undefined,
    found.centre,
  );
  return around.total > 0 ? around : null;
}

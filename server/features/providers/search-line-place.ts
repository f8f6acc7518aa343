import { DEFAULT_RADIUS } from '../../../common/catalog/search-places';
import type { SearchQuery, SearchResponse } from '../../../common/contracts/providers';
import type { SearchFacets } from '../../../common/contracts/search-filters';
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
    if (answer.total > 0 && !answer.fuzzy) return answer;
    return (await aroundCityNamedIn(db, query, answer.closestMatch)) ?? answer;
  }
  const around = await searchProvidersNear(db, query, undefined, city);
  return around.total > 0 || (query.page ?? 1) > 1 ? around : plain(search.typed);
}

/**
 * A line whose words found nothing and that says 'in <city>' ('is there a daycare in boise…'):
 * the same search around that city's centre, which answers with what is within the radius, else
 * the nearest ones with their distance ('None in Boise, ID; the nearest …'; decision 053). Null
 * when the line names no city the ZIP table knows, or nothing is within reach of it: the words'
 * empty answer, with its wider searches, stands. Words found only through a correction that
 * changed the city ('dentist in cary' corrected to another place) are not an answer about that
 * city either; a correction that kept it ('dentst in austin') is.
 */
async function aroundCityNamedIn(
  db: Db,
  query: SearchQuery,
  closestMatch: string | null = null,
): Promise<SearchResponse | null> {
  const named = await cityNamedIn(db, query);
  if (!named) return null;
  if (closestMatch?.toLowerCase().includes(named.typed)) return null;
  const around = await searchProvidersNear(db, named.query, undefined, named.city);
  return around.total > 0 ? around : null;
}

/** The city a line names with 'in' and the request to search around it, or null. */
async function cityNamedIn(
  db: Db,
  query: SearchQuery,
): Promise<{ query: SearchQuery; city: CityCentre; typed: string } | null> {
  if (!query.q || query.near || (query.page ?? 1) > 1) return null;
  const within = query.within ?? DEFAULT_RADIUS;
  const found = await cityOfReadings(
    db,
    readNearCity(normalizeQuery(query.q), { inCity: true }),
    within,
  );
  if (!found) return null;
  return {
    query: {
      ...query,
      q: found.reading.line,
      within: query.within ?? found.reading.within ?? within,
    },
    city: found.centre,
    typed: found.reading.city,
  };
}

/**
 * The filter counts (GET /api/providers/facets) of the list the search answers with: the place the
 * line names is read as for the search ('barber near denver' counts the barbers within the radius
 * of Denver's centre, not the line's words), and each fallback the search takes is taken here
 * too: the nearest places when a place has none, the line as typed when a city has nothing
 * within reach, the city a line names with 'in' when its words found nothing (decision 053).
 * Null when the search would search nothing.
 */
export async function searchFacets(db: Db, input: SearchQuery): Promise<SearchFacets | null> {
  const placed = await readLinePlace(db, { ...input, page: 1 });
  if (placed.city) {
    const around = await facetsOf(db, placed.query, placed.city);
    if (around.found) return around.facets;
    return (await facetsOf(db, placed.typed)).facets;
  }
  const plain = await facetsOf(db, placed.query);
  if (plain.found || !plain.searched) return plain.facets;
  const named = await cityNamedIn(db, placed.query);
  if (named) {
    const around = await facetsOf(db, named.query, named.city);
    if (around.found) return around.facets;
  }
  return plain.facets;
}

/**
 * The counts over a search's matches (no page read), or over the nearest places it answers with
 * when it has none: `found` says whether either had any.
 */
async function facetsOf(
  db: Db,
  query: SearchQuery,
  city: CityCentre | null = null,
): Promise<{ facets: SearchFacets | null; found: boolean; searched: boolean }> {
  const counted = await searchProvidersNear(db, query, 0, city);
  if (counted.total > 0 || !counted.searched) {
    return { facets: counted.facets ?? null, found: counted.total > 0, searched: counted.searched };
  }
  const nearest = await searchProvidersNear(db, query, undefined, city);
  return nearest.nearest
    ? { facets: nearest.facets ?? null, found: true, searched: true }
    : { facets: counted.facets ?? null, found: false, searched: true };
}

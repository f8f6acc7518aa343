import {
  accommodationOfSlug,
  SEARCH_RADII,
  SEARCH_SORTS,
  type SearchRadius,
  type SearchSort,
  ZIP_PATTERN,
} from '@common/catalog/search-places';
import { VISIT_FILTERS, type VisitFilter } from '@common/catalog/visit-filters';

/*
 * The search's refinements as they stand in the page URL (decision 030): near, within, needs
 * (accommodation slugs, comma-separated), confirmed, sort, view. The API takes the same names, so
 * a shared or bookmarked link and the request it makes read the same.
 */
export type Refinement = {
  near: string | null;
  within: SearchRadius | null;
  needs: string[];
  confirmed: boolean;
  sort: SearchSort;
  /** 'Open for a quiet hour this week', 'Staff trained' (decision 068). */
  visit?: VisitFilter[];
};

export type ResultsView = 'list' | 'map';

export const NO_REFINEMENT: Refinement = {
  near: null,
  within: null,
  needs: [],
  confirmed: false,
  sort: 'relevance',
};

/** Reads the refinements from URL parameters, dropping what is not valid. */
export function refinementFrom(params: URLSearchParams): Refinement {
  const near = params.get('near')?.trim() ?? '';
  const within = Number(params.get('within'));
  const sort = params.get('sort') as SearchSort | null;
  const needs = (params.get('needs') ?? '')
    .split(',')
    .filter((slug, i, all) => accommodationOfSlug(slug) && all.indexOf(slug) === i);
  return {
    near: ZIP_PATTERN.test(near) ? near : null,
    within: (SEARCH_RADII as readonly number[]).includes(within) ? (within as SearchRadius) : null,
    needs,
    confirmed: params.get('confirmed') === '1',
    sort: sort && SEARCH_SORTS.includes(sort) && ZIP_PATTERN.test(near) ? sort : 'relevance',
    visit: VISIT_FILTERS.filter((f) => (params.get('visit') ?? '').split(',').includes(f)),
  };
}

export function viewFrom(params: URLSearchParams): ResultsView {
  return params.get('view') === 'map' ? 'map' : 'list';
}

/** Writes the refinements into URL parameters (leaving out the defaults). */
export function writeRefinement(params: URLSearchParams, r: Refinement): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of ['near', 'within', 'needs', 'confirmed', 'sort', 'visit']) out.delete(key);
  if (r.visit && r.visit.length > 0) out.set('visit', r.visit.join(','));
  if (r.near) out.set('near', r.near);
  /* Also without a ZIP: for a place the line named ('barber near denver', decision 053). */
  if (r.within) out.set('within', String(r.within));
  if (r.sort !== 'relevance') out.set('sort', r.sort);
  if (r.needs.length > 0) {
    out.set('needs', r.needs.join(','));
    if (r.confirmed) out.set('confirmed', '1');
  }
  return out;
}

import { type Accommodation, ALL_ACCOMMODATIONS } from './accommodations';

/*
 * The search's place and filter vocabulary (decision 030), without zod so the home page can import it:
 * radius choices, orders, and the accommodations' names in URLs.
 */

/** The radius choices, in miles. */
export const SEARCH_RADII = [5, 10, 25, 50] as const;
export type SearchRadius = (typeof SEARCH_RADII)[number];
export const DEFAULT_RADIUS: SearchRadius = 10;

export const SEARCH_SORTS = ['relevance', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** 'Quiet Waiting Area' -> 'quiet-waiting-area': the accommodation's name in a URL. */
export function accommodationSlug(item: Accommodation): string {
  return item
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const BY_SLUG = new Map(ALL_ACCOMMODATIONS.map((item) => [accommodationSlug(item), item]));

export function accommodationOfSlug(slug: string): Accommodation | undefined {
  return BY_SLUG.get(slug);
}

export const ZIP_PATTERN = /^[0-9]{5}$/;

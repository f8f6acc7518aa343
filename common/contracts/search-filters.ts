import { z } from 'zod';
import type { Accommodation } from '../catalog/accommodations';
import {
  accommodationOfSlug,
  SEARCH_RADII,
  SEARCH_SORTS,
  type SearchRadius,
  ZIP_PATTERN,
} from '../catalog/search-places';
import { VISIT_FILTERS, type VisitFilter } from '../catalog/visit-filters';

export { accommodationSlug, DEFAULT_RADIUS, type SearchRadius } from '../catalog/search-places';

/*
 * Search refinements (decision 030): accommodation filters, 'confirmed by families
 * only', 'within N miles of ZIP' and the order. They travel in the page URL and the API query
 * alike: ?q=dentist&near=78701&within=10&needs=quiet-waiting-area,sensory-friendly-hours
 * &confirmed=1&sort=distance
 */

/** The extra query parameters of GET /api/providers/search. */
export const SearchFilterQuery = z.object({
  /** A five-digit US ZIP code: search around its centre. */
  near: z
    .string()
    .trim()
    .regex(ZIP_PATTERN, 'Enter a five-digit ZIP code.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Miles from the ZIP's centre (only with near). */
  within: z.coerce
    .number()
    .refine((n): n is SearchRadius => (SEARCH_RADII as readonly number[]).includes(n), {
      message: `Choose ${SEARCH_RADII.join(', ')} miles.`,
    })
    .optional(),
  /** Comma-separated accommodation slugs: every one must be present. */
  needs: z
    .string()
    .max(1000)
    .transform((value, ctx) => {
      const items: Accommodation[] = [];
      for (const slug of value.split(',').filter(Boolean)) {
        const item = accommodationOfSlug(slug);
        if (!item) {
          ctx.addIssue({ code: 'custom', message: `Unknown accommodation: ${slug.slice(0, 60)}` });
          return z.NEVER;
        }
        if (!items.includes(item)) items.push(item);
      }
      return items;
    })
    .optional(),
  /** '1': count an accommodation only when families confirmed it in an approved review. */
  confirmed: z.enum(['0', '1']).optional(),
  /* 'distance' needs a ZIP; 'best-match' is 'Best match for me' (signed-in members, decision 031). */
  sort: z.enum([...SEARCH_SORTS, 'best-match']).optional(),
  /**
   * Comma-separated visit filters (decision 068), every one must hold: 'quiet-hour' (a quiet hour
   * or sensory-friendly session within the next 7 days), 'trained-staff' (verified staff training).
   */
  visit: z
    .string()
    .max(100)
    .transform((value, ctx) => {
      const items: VisitFilter[] = [];
      for (const slug of value.split(',').filter(Boolean)) {
        if (!(VISIT_FILTERS as readonly string[]).includes(slug)) {
          ctx.addIssue({ code: 'custom', message: `Unknown visit filter: ${slug.slice(0, 60)}` });
          return z.NEVER;
        }
        if (!items.includes(slug as VisitFilter)) items.push(slug as VisitFilter);
      }
      return items;
    })
    .optional(),
});
export type SearchFilterQuery = z.infer<typeof SearchFilterQuery>;

/** How many results each refinement would leave (facet counts over the current results). */
export const SearchFacets = z.object({
  /** One per catalogue accommodation, in catalogue order: results that also have it. */
  needs: z.array(z.object({ item: z.string(), slug: z.string(), count: z.number().int() })),
  /** Results whose chosen accommodations families have all confirmed. */
  confirmed: z.number().int(),
  /** Results that also meet each visit filter (decision 068), exact; absent where not counted. */
  visit: z.object({ 'quiet-hour': z.number().int(), 'trained-staff': z.number().int() }).optional(),
  /** True when the counts are estimated from a sample of the directory (many matches): 'about'. */
  estimated: z.boolean(),
});
export type SearchFacets = z.infer<typeof SearchFacets>;

/** The place a radius search is around. */
export const SearchPlace = z.object({
  /** Null when the search is around a city's centre ('barber near denver', decision 053). */
  zip: z.string().nullable(),
  within: z.number().int(),
  /** 'Austin, TX' from the ZIP table, when it names one. */
  place: z.string().nullable(),
});
export type SearchPlace = z.infer<typeof SearchPlace>;

/**
 * The answer for a ZIP or a distance that had none of what was asked (decision 053): the nearest
 * ones instead, each card with its distance. 'None in 60622; the nearest pediatricians, 2.1 to
 * 9.8 miles away'.
 */
export const NearestAnswer = z.object({
  /** The ZIP that had none; null for a city ('barber near boise'). */
  zip: z.string().nullable(),
  /** 'Chicago, IL' from the ZIP table, or the city searched around. */
  place: z.string().nullable(),
  /** The radius that had none; null when the ZIP itself had none (typed as a word). */
  within: z.number().int().nullable(),
  /** What was asked, in lower case, one and many ('pediatrician', 'pediatricians'); null: places. */
  what: z.object({ one: z.string(), many: z.string() }).nullable(),
  /** The nearest and the farthest shown, in miles. */
  fromMiles: z.number(),
  toMiles: z.number(),
  /** How far the nearest were looked for, in miles. */
  reach: z.number().int(),
});
export type NearestAnswer = z.infer<typeof NearestAnswer>;

import { z } from 'zod';
import { BUSINESS_CATEGORY_GROUPS } from '../catalog/business-categories';
import { searchWords } from '../domain/search-query';
import { LOCALES } from '../i18n/locales';
import { SEARCH_LIMIT_MESSAGES } from '../messages/search';
import { SEARCH_LANGUAGE_MESSAGES } from '../messages/search-answers';
import { CardNeedsMatch } from './needs';
import { DbId, storedLine } from './primitives';
import { NearestAnswer, SearchFacets, SearchFilterQuery, SearchPlace } from './search-filters';

/** Results per search page ('Load more' asks for the next page). */
export const SEARCH_PAGE_SIZE = 20;
/** Deep pages cost more (see docs/performance.md); nobody reads 10,000 results one by one. */
export const SEARCH_MAX_PAGE = 500;
export const SEARCH_MAX_QUERY_LENGTH = 200;
/** Most distinct words a search line may ask for (searchWords): a long sentence has fewer. */
export const SEARCH_MAX_WORDS = 12;
export const PICKER_LIMIT = 20;

/**
 * A line typed into any search (search, filters, the search box's suggestions, the review
 * picker): one bound for all of them, so no line can make the database do more than a dozen
 * words' work (decision 035). The web form checks the same schema before it asks.
 */
export const SearchLine = storedLine()
  .max(SEARCH_MAX_QUERY_LENGTH, SEARCH_LIMIT_MESSAGES.tooLong(SEARCH_MAX_QUERY_LENGTH))
  .refine((line) => searchWords(line).length <= SEARCH_MAX_WORDS, {
    message: SEARCH_LIMIT_MESSAGES.tooManyWords(SEARCH_MAX_WORDS),
  });

/**
 * The language the answer's words are shown in (decision 073): the understood line, the names of
 * what is suggested, the nearest places' nouns. The page sends its own; English when absent.
 */
const AnswerLanguage = z.enum(LOCALES, { error: SEARCH_LANGUAGE_MESSAGES.unknown }).optional();

const GROUP_KEYS = BUSINESS_CATEGORY_GROUPS.map((g) => g.key) as [string, ...string[]];

export const SearchQuery = z.object({
  q: SearchLine.optional(),
  /** A quick category: searches every business category of the group (exact category match). */
  group: z.enum(GROUP_KEYS).optional(),
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
  lang: AnswerLanguage,
  /* Accommodation filters, radius and order (decision 030, common/contracts/search-filters.ts). */
  ...SearchFilterQuery.shape,
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const ProviderCard = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  location: z.string(),
  zip_code: z.string(),
  /** The listed accommodations, parsed from the stored comma-separated text. */
  accommodations: z.array(z.string()),
  /** The business's own suggestion after ' | Custom: ', if any. */
  customAccommodation: z.string().nullable(),
  accommodation_status: z.enum(['pending', 'verified', 'rejected']),
  promotion_tier: z.enum(['basic', 'enhanced', 'premium']),
  promotion_status: z.enum(['active', 'inactive']),
  verified_percentage: z.number().int(),
  total_review_count: z.number().int(),
  average_rating: z.number().nullable(),
  sensory_match_score: z.number().int(),
  isCommunityVerified: z.boolean(),
  isTrustedAlly: z.boolean(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  website: z.string().nullable(),
  /** Only for a signed-in member with saved needs: 'Meets n of your m needs' (decision 031). */
  needsMatch: CardNeedsMatch.optional(),
  /* Radius search only (decision 030): miles from the searched ZIP's centre. */
  distanceMiles: z.number().nullable().optional(),
  /* The map's point, null when the ZIP code is unknown (decision 040: on every search's cards). */
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  /** The point is the centre of the provider's ZIP code, not its address. */
  approximateLocation: z.boolean().optional(),
  /**
   * Decision 060: 'nppes' or 'osm' for a place imported from a public registry (decision 059),
   * null for one a business or a family listed. teamVerified: our team verified who runs it; an
   * imported place earns no 'Verified Provider' badge until then.
   */
  source: z.enum(['nppes', 'osm']).nullable().optional(),
  teamVerified: z.boolean().optional(),
});
export type ProviderCard = z.infer<typeof ProviderCard>;

export const SearchAlternative = z.object({
  /** What to put in the search box. */
  query: z.string(),
  /** How to offer it: 'Healthcare providers in Austin, TX'. */
  label: z.string(),
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
});
export type SearchAlternative = z.infer<typeof SearchAlternative>;

export const SearchResponse = z.object({
  /** The query as searched: trimmed. */
  query: z.string(),
  group: z.enum(GROUP_KEYS).nullable(),
  results: z.array(ProviderCard),
  /** Number of matches; an estimate when totalIsEstimate (broad queries on large directories). */
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /** False when nothing was searched (blank query and no group): show no results section. */
  searched: z.boolean(),
  /** True when nothing matched as typed and these results are for the closest match. */
  fuzzy: z.boolean(),
  /** What the fuzzy results matched instead, e.g. 'austin' for 'Austen'; null when not fuzzy. */
  closestMatch: z.string().nullable(),
  /**
   * How the line was read, for the line above the results: 'Pediatricians in Austin, TX'. Null
   * when it was one plain piece of text (decision 021).
   */
  understood: z.string().nullable(),
  /** The line had only words every listing stands for ('autism'): say what to try instead. */
  onlyGeneric: z.boolean(),
  /** Up to three searches that do have results, when this one found none or was only generic. */
  alternatives: z.array(SearchAlternative),
  /* With accommodation filters or a radius (decision 030): counts per filter, and the place. */
  facets: SearchFacets.nullable().optional(),
  near: SearchPlace.nullable().optional(),
  /** The place had none of what was asked: these are the nearest ones (decision 053). */
  nearest: NearestAnswer.nullable().optional(),
  /**
   * The line asked for places near the visitor ('near me') and no ZIP is known: ask for one
   * instead of showing results from anywhere (decision 043).
   */
  needsLocation: z.boolean().optional(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

export const ProviderIdParams = z.object({ id: DbId });

export const PickerQuery = z.object({ q: SearchLine.optional() });

export const PickerItem = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  location: z.string(),
});
export type PickerItem = z.infer<typeof PickerItem>;

export const PickerResponse = z.object({ results: z.array(PickerItem) });
export type PickerResponse = z.infer<typeof PickerResponse>;

/** Suggestions while typing in the search box (decision 021). */
export const SuggestQuery = z.object({ q: SearchLine.optional(), lang: AnswerLanguage });
export const SUGGEST_LIMIT = 8;

export const Suggestion = z.object({
  kind: z.enum(['category', 'city', 'provider']),
  /** What the list shows: 'Dentists in Austin, TX', 'Quiet Harbor Dental'. */
  label: z.string(),
  /** Category, city and state of a provider suggestion; the group of a category. */
  detail: z.string().nullable(),
  /** The search it runs when picked. */
  query: z.string(),
});
export type Suggestion = z.infer<typeof Suggestion>;

export const SuggestResponse = z.object({ suggestions: z.array(Suggestion).max(SUGGEST_LIMIT) });
export type SuggestResponse = z.infer<typeof SuggestResponse>;

import { ACCOMMODATION_CATEGORIES, type AccommodationCategoryKey } from '../catalog/accommodations';

/** Thresholds from provider-admin-side.md §9. */
export const COMMUNITY_VERIFIED_MIN_REVIEWERS = 3;
export const COMMUNITY_VERIFIED_MIN_VERIFIED = 2;
export const TRUSTED_ALLY_MIN_LISTED = 4;
export const TRUSTED_ALLY_MIN_CATEGORIES = 2;
export const TRUSTED_ALLY_MIN_CONFIRMED = 2;

export interface ApprovedReviewFacts {
  user_id: string | null;
  overall_rating: number;
  /** Only chosen ratings count towards the average (decision 039). */
  rating_chosen: boolean;
  is_verified: boolean;
  verified_accommodations: readonly string[];
}

export interface ProviderStats {
  total_review_count: number;
  /** Mean of the chosen star ratings to 2 decimals, or null before the first one. */
  average_rating: number | null;
  /** Approved reviews whose author chose their stars: what average_rating rests on. */
  rating_count: number;
  /** Integer 0..100: share of approved reviews that are verified. */
  verified_percentage: number;
  /** Integer 0..100: share of listed accommodations confirmed by reviewers. */
  sensory_match_score: number;
  isCommunityVerified: boolean;
  isTrustedAlly: boolean;
}

/*
 * Accommodation names are compared trimmed and case-insensitively: the listing and the review
 * form both draw from the same catalogue, but older rows may differ in casing or spacing.
 */
const key = (name: string) => name.trim().toLowerCase();

const CATEGORY_BY_KEY = new Map<string, AccommodationCategoryKey>(
  ACCOMMODATION_CATEGORIES.flatMap((c) => c.items.map((item) => [key(item), c.key] as const)),
);

/**
 * Derives a provider's public statistics from its listed accommodations and its approved
 * reviews only (pending and rejected reviews must not move a provider's standing).
 *
 * Interpretation choices, where the spec leaves room:
 * - A listed accommodation is "confirmed" when any approved review ticked it, verified or not:
 *   the spec counts "confirmed tags by the reviewer", and verification is measured separately
 *   by verified_percentage.
 * - Community Verified counts distinct reviewers by user_id; reviews whose author was deleted
 *   (user_id null) cannot be shown to come from different people, so they add no reviewer.
 *   The "at least 2 verified reviews" half counts every verified approved review.
 * - Trusted Ally considers only listed items that are in the catalogue (custom suggestions have
 *   no category), and the "at least 2 confirmed" must be among those catalogue items.
 * - Duplicate listed names count once.
 */
export function computeProviderStats(
  listedAccommodations: readonly string[],
  approvedReviews: readonly ApprovedReviewFacts[],
): ProviderStats {
  const total = approvedReviews.length;
  const verified = approvedReviews.filter((r) => r.is_verified).length;
  const rated = approvedReviews.filter((r) => r.rating_chosen);
  const ratingSum = rated.reduce((sum, r) => sum + r.overall_rating, 0);

  const listed = new Set(listedAccommodations.map(key).filter(Boolean));
  const confirmedKeys = new Set(approvedReviews.flatMap((r) => r.verified_accommodations.map(key)));
  const confirmed = [...listed].filter((k) => confirmedKeys.has(k));

  const reviewers = new Set(approvedReviews.flatMap((r) => (r.user_id ? [r.user_id] : [])));

  const catalogueListed = [...listed].flatMap((k) => {
    const category = CATEGORY_BY_KEY.get(k);
    return category ? [{ k, category }] : [];
  });
  const categories = new Set(catalogueListed.map((c) => c.category));
  const catalogueConfirmed = catalogueListed.filter((c) => confirmedKeys.has(c.k)).length;

  return {
    total_review_count: total,
    // Ratings are integers, so sum*100/total is exact enough for one rounding step.
    average_rating: rated.length === 0 ? null : Math.round((ratingSum * 100) / rated.length) / 100,
    rating_count: rated.length,
    verified_percentage: total === 0 ? 0 : Math.round((verified * 100) / total),
    sensory_match_score: listed.size === 0 ? 0 : Math.round((confirmed.length * 100) / listed.size),
    isCommunityVerified:
      reviewers.size >= COMMUNITY_VERIFIED_MIN_REVIEWERS &&
      verified >= COMMUNITY_VERIFIED_MIN_VERIFIED,
    isTrustedAlly:
      catalogueListed.length >= TRUSTED_ALLY_MIN_LISTED &&
      categories.size >= TRUSTED_ALLY_MIN_CATEGORIES &&
      catalogueConfirmed >= TRUSTED_ALLY_MIN_CONFIRMED,
  };
}

/**
 * The providers columns the stats are stored in. Both counters hold the approved count: the spec
 * keeps review_count and total_review_count, and nothing in it counts unapproved reviews.
 */
export function providerStatsColumns(stats: ProviderStats) {
  return {
    total_review_count: stats.total_review_count,
    review_count: stats.total_review_count,
    average_rating: stats.average_rating,
    rating_count: stats.rating_count,
    verified_percentage: stats.verified_percentage,
    sensory_match_score: stats.sensory_match_score,
    is_community_verified: stats.isCommunityVerified,
    is_trusted_ally: stats.isTrustedAlly,
  };
}

import { ALL_ACCOMMODATIONS } from '../catalog/accommodations';

/** Review form scoring (public-side.md §9). */
export const POINTS_PER_ACCOMMODATION = 20;
export const MAX_SENSORY_MATCH_SCORE = 100;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** The catalogue's accommodations a review can tick ('4 of 18 accommodations noticed'). */
export const ACCOMMODATIONS_IN_CATALOGUE = ALL_ACCOMMODATIONS.length;

/** 20 points per selected accommodation, capped at 100; 0 when nothing is selected. */
export function reviewSensoryMatchScore(selectedCount: number): number {
  if (!Number.isFinite(selectedCount) || selectedCount <= 0) return 0;
  return Math.min(Math.floor(selectedCount) * POINTS_PER_ACCOMMODATION, MAX_SENSORY_MATCH_SCORE);
}

/** Counts every accommodation ticked across the form's categories. */
export function countSelectedAccommodations(
  categoryExperiences: Readonly<Record<string, readonly string[]>>,
): number {
  return Object.values(categoryExperiences).reduce((sum, items) => sum + items.length, 0);
}

/**
 * The spec's former overall_rating, ceil(score / 20) within 1..5: a count of ticked boxes, not a
 * judgement. Reviews stored before the form asked for stars keep this number with rating_chosen
 * false and are never shown as stars (decision 039); the demo data uses it for such older reviews.
 */
export function derivedOverallRating(score: number): number {
  const stars = Number.isFinite(score) ? Math.ceil(score / POINTS_PER_ACCOMMODATION) : MIN_RATING;
  return Math.min(MAX_RATING, Math.max(MIN_RATING, stars));
}

/** True when the reviewer marked any category as not matching the listing. */
export function hasMismatch(categoryMatches: Readonly<Record<string, boolean>>): boolean {
  return Object.values(categoryMatches).some((matched) => !matched);
}

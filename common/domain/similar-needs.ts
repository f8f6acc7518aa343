import { normalizeNeeds } from './needs-match';

/**
 * Reviews from families with similar needs (decision 031): a review's ticked
 * accommodations (reviews.sensory_tags) overlapping the member's needs put it first, most overlap
 * first, then newest first (then higher id: a stable order). A review with any overlap is marked
 * 'Similar needs to yours'. With no needs the order is simply newest first and nothing is marked.
 */
export type SimilarNeedsEntry<R> = {
  review: R;
  /** How many of the member's needs the review ticked. */
  overlap: number;
  /** Show 'Similar needs to yours'. */
  similarNeeds: boolean;
};

export type ReviewShape<R> = {
  accommodationsOf(review: R): readonly string[];
  createdAtOf(review: R): Date | string;
  idOf(review: R): number | string;
};

const time = (value: Date | string) =>
  value instanceof Date ? value.getTime() : new Date(value).getTime() || 0;

export function orderBySimilarNeeds<R>(
  reviews: readonly R[],
  needs: readonly string[],
  shape: ReviewShape<R>,
): SimilarNeedsEntry<R>[] {
  const mine = new Set<string>(normalizeNeeds(needs));
  return reviews
    .map((review) => {
      const ticked = new Set(shape.accommodationsOf(review));
      let overlap = 0;
      for (const need of mine) if (ticked.has(need)) overlap += 1;
      return { review, overlap, similarNeeds: overlap > 0, at: time(shape.createdAtOf(review)) };
    })
    .sort((a, b) => {
      if (b.overlap !== a.overlap) return b.overlap - a.overlap;
      if (b.at !== a.at) return b.at - a.at;
      const ia = shape.idOf(a.review);
      const ib = shape.idOf(b.review);
      return ia === ib ? 0 : ia < ib ? 1 : -1;
    })
    .map(({ review, overlap, similarNeeds }) => ({ review, overlap, similarNeeds }));
}

/** The shape of review rows as stored (reviews.sensory_tags, created_at, id). */
export const STORED_REVIEW_SHAPE: ReviewShape<{
  id: number;
  created_at: Date | string;
  sensory_tags: readonly string[] | null;
}> = {
  accommodationsOf: (r) => r.sensory_tags ?? [],
  createdAtOf: (r) => r.created_at,
  idOf: (r) => r.id,
};

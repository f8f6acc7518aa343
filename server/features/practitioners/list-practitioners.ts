import { and, eq, sql } from 'drizzle-orm';
import type { PractitionerListResponse } from '../../../common/contracts/practitioners';
import type { DbOrTx } from '../../db/client';
import { providers, reviews } from '../../db/schema';
import { newestReviewsFirst, reviewsAfterCursor } from '../reviews/review-keyset';

/*
 * Exactly the predicate and order (DESC NULLS LAST) of the partial index reviews_practitioner_idx,
 * so the planner walks it.
 */
const namesPractitioner = sql`coalesce(${reviews.accommodation_notes}, '') <> ''`;

/** A review "meets criteria" when it is verified and rated at least 4 (spec §4). */
export const meetsPractitionerCriteria = (r: { isVerified: boolean; overallRating: number }) =>
  r.isVerified && r.overallRating >= 4;

/**
 * Reviews that name a practitioner (accommodation_notes), newest first, with whether each meets
 * the criteria and its approval state. Keyset paging (review-keyset.ts) along that index.
 */
export async function listPractitioners(
  db: DbOrTx,
  { limit, cursor }: { limit: number; cursor?: number },
): Promise<PractitionerListResponse> {
  const rows = await db
    .select({
      reviewId: reviews.id,
      practitionerName: reviews.accommodation_notes,
      providerId: reviews.provider_id,
      providerName: sql<string>`coalesce(${providers.name}, ${reviews.provider}, '')`,
      reviewerName: reviews.reviewer_name,
      overallRating: reviews.overall_rating,
      isVerified: reviews.is_verified,
      reviewStatus: reviews.status,
      practitionerStatus: reviews.practitioner_status,
      createdAt: reviews.created_at,
    })
    .from(reviews)
    .leftJoin(providers, eq(providers.id, reviews.provider_id))
    .where(and(namesPractitioner, reviewsAfterCursor(cursor)))
    .orderBy(...newestReviewsFirst)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    practitioners: page.map((r) => ({
      ...r,
      practitionerName: r.practitionerName ?? '',
      meetsCriteria: meetsPractitionerCriteria(r),
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.reviewId ?? null) : null,
  };
}

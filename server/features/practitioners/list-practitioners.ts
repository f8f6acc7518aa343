import { sql } from 'drizzle-orm';
import type { AdminQueueFilters } from '../../../common/contracts/admin-queues';
import type { PractitionerListResponse } from '../../../common/contracts/practitioners';
import type { DbOrTx } from '../../db/client';
import { reviews } from '../../db/schema';
import { allOf, keyset } from '../admin-queues/queue-narrowing';
import { providerName, reviewCursor, reviewNarrowing } from '../admin-queues/review-queue';

/*
 * Exactly the predicate and order (DESC NULLS LAST) of the partial index reviews_practitioner_idx,
 * so the planner walks it.
 */
const namesPractitioner = sql`coalesce(${reviews.accommodation_notes}, '') <> ''`;

/** A review "meets criteria" when it is verified and rated at least 4 (spec §4). */
export const meetsPractitionerCriteria = (r: { isVerified: boolean; overallRating: number }) =>
  r.isVerified && r.overallRating >= 4;

/**
 * Reviews that name a practitioner (accommodation_notes), newest first unless sorted oldest first
 * or by practitioner name, narrowed by a search and the business's state (decision 046), with
 * whether each meets the criteria and its approval state. Keyset paging in each order; newest
 * first walks reviews_practitioner_idx, the name order reviews_practitioner_name_idx (0023).
 */
export async function listPractitioners(
  db: DbOrTx,
  {
    limit,
    cursor,
    q,
    state,
    sort = 'newest',
  }: { limit: number; cursor?: number } & Partial<AdminQueueFilters>,
): Promise<PractitionerListResponse> {
  const practitionerName = sql<string>`coalesce(${reviews.accommodation_notes}, '')`;
  const keys = keyset(
    sort,
    { createdAt: sql`${reviews.created_at}`, name: practitionerName, id: sql`${reviews.id}` },
    await reviewCursor(db, sort, cursor, practitionerName),
  );
  const narrowed = await reviewNarrowing(
    db,
    { q, state },
    { scope: namesPractitioner, more: [practitionerName] },
  );
  const rows = await db
    .select({
      reviewId: reviews.id,
      practitionerName: reviews.accommodation_notes,
      providerId: reviews.provider_id,
      providerName,
      reviewerName: reviews.reviewer_name,
      overallRating: reviews.overall_rating,
      isVerified: reviews.is_verified,
      reviewStatus: reviews.status,
      practitionerStatus: reviews.practitioner_status,
      createdAt: reviews.created_at,
    })
    .from(reviews)
    .where(allOf(namesPractitioner, narrowed, keys.after))
    .orderBy(...keys.orderBy)
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

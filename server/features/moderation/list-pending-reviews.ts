import { eq, sql } from 'drizzle-orm';
import type { AdminQueueFilters } from '../../../common/contracts/admin-queues';
import { PENDING_COUNT_CAP, type PendingQueueResponse } from '../../../common/contracts/moderation';
import type { DbOrTx } from '../../db/client';
import { reviews } from '../../db/schema';
import { writtenLanguage } from '../../lib/written-language';
import { allOf, keyset } from '../admin-queues/queue-narrowing';
import { providerName, reviewCursor, reviewNarrowing } from '../admin-queues/review-queue';
import { readSensoryFeedback } from './sensory-feedback';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One page of the moderation queue: pending reviews, newest first (spec §7 "Moderation queue"),
 * or oldest first or by business name, narrowed by a search and a state (decision 046).
 * Keyset paging on (created_at, id) along reviews_status_created_idx, or on (name, id) along
 * reviews_pending_provider_name_idx (the name stored on the review, migration 0023). The total
 * is counted up to a cap: the panel says "1,000+" rather than counting a huge backlog on every
 * page. Numbers: docs/performance.md "Moderation" and "Admin queues".
 */
export async function listPendingReviews(
  db: DbOrTx,
  {
    limit,
    cursor,
    q,
    state,
    sort = 'newest',
  }: { limit: number; cursor?: number } & Partial<AdminQueueFilters>,
): Promise<PendingQueueResponse> {
  const narrowed = await reviewNarrowing(
    db,
    { q, state },
    { scope: eq(reviews.status, 'pending') },
  );
  const page = keyset(
    sort,
    { createdAt: sql`${reviews.created_at}`, name: providerName, id: sql`${reviews.id}` },
    await reviewCursor(db, sort, cursor),
  );
  const rows = await db
    .select({
      id: reviews.id,
      providerId: reviews.provider_id,
      providerName,
      reviewerName: reviews.reviewer_name,
      createdAt: reviews.created_at,
      overallRating: sql<
        number | null
      >`CASE WHEN ${reviews.rating_chosen} THEN ${reviews.overall_rating} END`,
      reviewText: reviews.review_text,
      sensoryRatings: reviews.sensory_ratings,
      sensoryTags: reviews.sensory_tags,
      customSensoryFeature: reviews.custom_sensory_feature,
      practitionerName: reviews.accommodation_notes,
      isVerified: reviews.is_verified,
      proofRef: reviews.verification_document_url,
      proofType: reviews.verification_document_type,
    })
    .from(reviews)
    .where(allOf(eq(reviews.status, 'pending'), narrowed, page.after))
    .orderBy(...page.orderBy)
    .limit(limit + 1);

  const counted = await db.execute<{ n: number }>(
    narrowed
      ? sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${reviews} WHERE ${reviews.status} = 'pending' AND ${narrowed} LIMIT ${PENDING_COUNT_CAP + 1}) pending`
      : sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM reviews WHERE status = 'pending' LIMIT ${PENDING_COUNT_CAP + 1}) pending`,
  );
  const total = Number(counted.rows[0]?.n ?? 0);

  const shown = rows.slice(0, limit);
  return {
    reviews: shown.map(({ sensoryRatings, proofRef, proofType, createdAt, ...row }) => {
      const sensory = readSensoryFeedback(sensoryRatings);
      return {
        ...row,
        createdAt: createdAt.toISOString(),
        practitionerName: row.practitionerName?.trim() ? row.practitionerName : null,
        lang: writtenLanguage(row.reviewText, ...sensory.categories.map((c) => c.comment)),
        sensory,
        /* Proofs are private files: the queue carries their id, never an address (decision 008). */
        proof:
          proofRef && UUID.test(proofRef) ? { fileId: proofRef, contentType: proofType } : null,
      };
    }),
    nextCursor: rows.length > limit ? (shown[shown.length - 1]?.id ?? null) : null,
    pendingCount: Math.min(total, PENDING_COUNT_CAP),
    pendingCountCapped: total > PENDING_COUNT_CAP,
  };
}

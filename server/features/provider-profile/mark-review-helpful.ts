import { and, eq, sql } from 'drizzle-orm';
import type { HelpfulResponse } from '../../../common/contracts/provider-profile';
import { PROFILE_MESSAGES } from '../../../common/messages/provider';
import type { Db } from '../../db/client';
import { providers, review_helpful_votes, reviews } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isPublicListing } from './get-provider-profile';

/** A published review (approved, of a public listing), or 404. */
export async function publishedReview(db: Pick<Db, 'select'>, reviewId: number) {
  const [row] = await db
    .select({
      id: reviews.id,
      userId: reviews.user_id,
      status: reviews.status,
      listing: providers.accommodation_status,
    })
    .from(reviews)
    .innerJoin(providers, eq(providers.id, reviews.provider_id))
    .where(eq(reviews.id, reviewId));
  if (row?.status !== 'approved' || !isPublicListing(row.listing)) {
    throw AppError.notFound(PROFILE_MESSAGES.reviewNotFound, 'REVIEW_NOT_FOUND');
  }
  return row;
}

/**
 * Marks a published review helpful for this member, once: the vote row and the review's
 * helpful_count change in one transaction, and a second mark changes nothing (same answer).
 * A member cannot mark their own review.
 */
export async function markReviewHelpful(
  db: Db,
  userId: string,
  reviewId: number,
): Promise<HelpfulResponse> {
  return db.transaction(async (tx) => {
    const review = await publishedReview(tx, reviewId);
    if (review.userId === userId) {
      throw AppError.forbidden(PROFILE_MESSAGES.helpfulOwn, 'OWN_REVIEW');
    }
    const inserted = await tx
      .insert(review_helpful_votes)
      .values({ review_id: reviewId, user_id: userId })
      .onConflictDoNothing()
      .returning({ id: review_helpful_votes.review_id });
    if (inserted.length > 0) {
      const [updated] = await tx
        .update(reviews)
        .set({ helpful_count: sql`${reviews.helpful_count} + 1` })
        .where(eq(reviews.id, reviewId))
        .returning({ helpfulCount: reviews.helpful_count });
      return { helpfulCount: updated?.helpfulCount ?? 0, markedHelpful: true };
    }
    const [current] = await tx
      .select({ helpfulCount: reviews.helpful_count })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId)));
    return { helpfulCount: current?.helpfulCount ?? 0, markedHelpful: true };
  });
}

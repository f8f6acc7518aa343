import { and, eq } from 'drizzle-orm';
import type { ReviewerTrustResponse } from '../../../common/contracts/reviews';
import { reviewerTrust } from '../../../common/domain/reviewer-trust';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/index';

/** Verified Reviewer: at least 3 approved reviews, at least 1 of them verified. */
export async function getReviewerTrust(db: Db, userId: string): Promise<ReviewerTrustResponse> {
  const approved = await db
    .select({ is_verified: reviews.is_verified })
    .from(reviews)
    .where(and(eq(reviews.user_id, userId), eq(reviews.status, 'approved')));
  return reviewerTrust(approved);
}

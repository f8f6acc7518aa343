import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MyReviewStatusResponse } from '../../../common/contracts/reviews';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/index';

/**
 * The member's live (pending or approved) review of one business, the row that the unique index
 * reviews_one_live_per_user_provider would make a second submission collide with. The review
 * form asks at step 1, so a member is told before writing anything (decision 028). It reveals
 * only the member's own review.
 */
export async function getMyReviewStatus(
  db: Db,
  userId: string,
  providerId: number,
): Promise<MyReviewStatusResponse> {
  const [row] = await db
    .select({ id: reviews.id, status: reviews.status, createdAt: reviews.created_at })
    .from(reviews)
    .where(
      and(
        eq(reviews.user_id, userId),
        eq(reviews.provider_id, providerId),
        inArray(reviews.status, ['pending', 'approved']),
      ),
    )
    .orderBy(desc(reviews.created_at))
    .limit(1);
  if (!row || (row.status !== 'pending' && row.status !== 'approved')) return { review: null };
  return {
    review: { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() },
  };
}

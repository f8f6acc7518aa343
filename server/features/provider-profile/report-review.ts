import type { ReportReviewBody } from '../../../common/contracts/provider-profile';
import { PROFILE_MESSAGES } from '../../../common/messages/provider';
import type { Db } from '../../db/client';
import { review_reports } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { publishedReview } from './mark-review-helpful';

/**
 * A member reports a published review (spam, abuse, misleading, optional details). One report per
 * member and review (a unique index; a second is 409). The report waits, open, in the admin's
 * Review Moderation tab (server/features/moderation/review-reports.ts).
 */
export async function reportReview(
  db: Db,
  userId: string,
  reviewId: number,
  body: { reason: ReportReviewBody['reason']; details?: string | undefined },
): Promise<{ id: number; status: 'open' }> {
  const review = await publishedReview(db, reviewId);
  if (review.userId === userId) throw AppError.forbidden(PROFILE_MESSAGES.reportOwn, 'OWN_REVIEW');
  const [row] = await db
    .insert(review_reports)
    .values({
      review_id: reviewId,
      reporter_user_id: userId,
      reason: body.reason,
      details: body.details?.trim() ? body.details.trim() : null,
    })
    .onConflictDoNothing()
    .returning({ id: review_reports.id });
  if (!row) throw AppError.conflict('REPORT_EXISTS', PROFILE_MESSAGES.reportAlready);
  return { id: row.id, status: 'open' };
}

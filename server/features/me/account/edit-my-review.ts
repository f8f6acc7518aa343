import { eq } from 'drizzle-orm';
import type { SubmitReviewBody } from '../../../../common/contracts/reviews';
import { ACCOUNT_MESSAGES } from '../../../../common/messages/account';
import type { Db } from '../../../db/client';
import { reviews } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import type { SessionUser } from '../../../plugins/auth';
import type { Storage } from '../../../plugins/storage';
import { prepareReview } from '../../reviews/submit-review';
import { deleteFileRows, lockOwnPendingReview, removeFiles } from './own-pending-review';

/**
 * The author changes a review that is still pending. The body goes through exactly the checks a
 * new review does (prepareReview); the business cannot change. A replaced proof is deleted.
 */
export async function editMyReview(
  db: Db,
  storage: Storage,
  user: SessionUser,
  reviewId: number,
  body: SubmitReviewBody,
) {
  const removed = await db.transaction(async (tx) => {
    const current = await lockOwnPendingReview(tx, user.id, reviewId);
    if (body.providerId !== current.provider_id)
      throw AppError.badRequest('PROVIDER_CHANGED', ACCOUNT_MESSAGES.providerChanged, {
        field: 'providerId',
      });
    const { values } = await prepareReview(tx, user, body);
    await tx
      .update(reviews)
      .set({ ...values, created_at: current.created_at })
      .where(eq(reviews.id, reviewId));
    const oldProof = current.verification_document_url;
    return oldProof && oldProof !== values.verification_document_url
      ? deleteFileRows(tx, [oldProof])
      : [];
  });
  await removeFiles(storage, removed);
  return { id: reviewId, status: 'pending' as const };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reviews } from '../../../db/schema/index';
import type { Storage } from '../../../plugins/storage';
import { deleteFileRows, lockOwnPendingReview, removeFiles } from './own-pending-review';

/** The author takes back a review that is still pending: the review and its proof are deleted. */
export async function withdrawMyReview(db: Db, storage: Storage, userId: string, reviewId: number) {
  const removed = await db.transaction(async (tx) => {
    const current = await lockOwnPendingReview(tx, userId, reviewId);
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    const proof = current.verification_document_url;
    return proof ? deleteFileRows(tx, [proof]) : [];
  });
  await removeFiles(storage, removed);
}

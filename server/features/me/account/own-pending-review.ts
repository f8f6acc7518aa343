import { and, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../../common/messages/account';
import type { Tx } from '../../../db/client';
import { reviews, stored_files } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import type { Bucket, Storage } from '../../../plugins/storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export type StoredFileRef = { bucket: Bucket; key: string };

/**
 * The member's own review, locked for the change, refused unless it is still pending: someone
 * else's review is a 404 (it does not say the id exists), a moderated one a 409.
 */
export async function lockOwnPendingReview(tx: Tx, userId: string, reviewId: number) {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.user_id, userId)))
    .for('update');
  if (!row) throw AppError.notFound(ACCOUNT_MESSAGES.reviewNotFound, 'REVIEW_NOT_FOUND');
  if (row.status !== 'pending')
    throw AppError.conflict('REVIEW_NOT_PENDING', ACCOUNT_MESSAGES.reviewNotPending);
  return row;
}

/** Deletes stored_files rows inside the transaction and returns what to remove from storage. */
export async function deleteFileRows(tx: Tx, ids: string[]): Promise<StoredFileRef[]> {
  /* Older rows may hold something other than a stored_files id: nothing of ours to delete. */
  const uuids = ids.filter((id) => UUID.test(id));
  if (uuids.length === 0) return [];
  return tx
    .delete(stored_files)
    .where(inArray(stored_files.id, uuids))
    .returning({ bucket: stored_files.bucket, key: stored_files.key });
}

/** After the commit: a file whose row is gone is removed from storage. */
export async function removeFiles(storage: Storage, files: StoredFileRef[]) {
  await Promise.all(files.map((f) => storage.remove(f.bucket, f.key)));
}

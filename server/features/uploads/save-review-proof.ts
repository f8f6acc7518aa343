import { and, count, eq, gt } from 'drizzle-orm';
import type { UploadProofResponse } from '../../../common/contracts/reviews';
import type { Db } from '../../db/client';
import { stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { REVIEW_PROOF_BUCKET, type Storage } from '../../plugins/storage';
import { storeUpload } from './store-upload';

/* Every upload costs disk until a moderator is done with it; a person proving a few visits
 * never needs more than this, a script filling the disk is stopped by it. */
export const PROOF_UPLOADS_PER_HOUR = 20;

/** Refuses a new upload when the user has uploaded too many files in the last hour. */
export async function checkUploadQuota(db: Db, userId: string, now = new Date()) {
  const since = new Date(now.getTime() - 60 * 60 * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(stored_files)
    .where(and(eq(stored_files.owner_user_id, userId), gt(stored_files.created_at, since)));
  if ((row?.n ?? 0) >= PROOF_UPLOADS_PER_HOUR) {
    throw new AppError(
      429,
      'TOO_MANY_UPLOADS',
      'You have uploaded many files in the last hour. Please try again later.',
    );
  }
}

/** Stores a review proof privately at review-verification/{user id}/{timestamp}.{ext}. */
export async function saveReviewProof(
  deps: { db: Db; storage: Storage },
  userId: string,
  source: AsyncIterable<Buffer>,
  opts: { wasTruncated?: () => boolean; now?: () => number } = {},
): Promise<UploadProofResponse> {
  return storeUpload(deps.db, deps.storage, {
    bucket: REVIEW_PROOF_BUCKET,
    folder: userId,
    ownerUserId: userId,
    source,
    ...opts,
  });
}

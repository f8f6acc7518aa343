import { and, count, eq, gt } from 'drizzle-orm';
import { PROOF_MAX_BYTES, type UploadProofResponse } from '../../../common/contracts/reviews';
import { UPLOAD_MESSAGES } from '../../../common/messages';
import type { Db } from '../../db/client';
import { stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { fileTooLargeError, REVIEW_PROOF_BUCKET, type Storage } from '../../plugins/storage';
import { EXTENSION_OF, peekStream, SNIFF_BYTES, sniffProofType } from './sniff-file-type';

/* Every upload costs disk until a moderator is done with it; a person proving a few visits
 * never needs more than this, a script filling the disk is stopped by it. */
export const PROOF_UPLOADS_PER_HOUR = 20;

export const invalidFileType = () =>
  new AppError(415, 'INVALID_FILE_TYPE', UPLOAD_MESSAGES.invalidFileType.description);

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

/**
 * Stores a review proof privately at review-verification/{user id}/{timestamp}.{ext}. The type is
 * judged from the first bytes before anything is written; the size is counted while streaming
 * and the upload is cut off just past 5 MB. A refusal leaves no file behind.
 */
export async function saveReviewProof(
  deps: { db: Db; storage: Storage },
  userId: string,
  source: AsyncIterable<Buffer>,
  opts: { wasTruncated?: () => boolean; now?: () => number } = {},
): Promise<UploadProofResponse> {
  const peeked = await peekStream(source, SNIFF_BYTES);
  const contentType = await sniffProofType(peeked.head);
  if (!contentType) {
    await peeked.cancel();
    throw invalidFileType();
  }
  const key = `${userId}/${(opts.now ?? Date.now)()}.${EXTENSION_OF[contentType]}`;
  let size: number;
  try {
    ({ size } = await deps.storage.saveStream(REVIEW_PROOF_BUCKET, key, peeked.all, {
      maxBytes: PROOF_MAX_BYTES,
    }));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      throw AppError.conflict('UPLOAD_CONFLICT', 'Please try the upload again.');
    }
    throw err;
  }
  try {
    /* The multipart parser stops at its own limit without an error: treat that as too large. */
    if (opts.wasTruncated?.()) throw fileTooLargeError();
    const [row] = await deps.db
      .insert(stored_files)
      .values({
        bucket: REVIEW_PROOF_BUCKET,
        key,
        owner_user_id: userId,
        content_type: contentType,
        size_bytes: size,
      })
      .returning({ id: stored_files.id });
    if (!row) throw new Error('stored_files insert returned no row');
    return { fileId: row.id, contentType, size };
  } catch (err) {
    await deps.storage.remove(REVIEW_PROOF_BUCKET, key);
    throw err;
  }
}

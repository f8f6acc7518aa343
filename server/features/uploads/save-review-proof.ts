import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { PROOF_MAX_BYTES, type UploadProofResponse } from '../../../common/contracts/reviews';
import { UPLOAD_MESSAGES } from '../../../common/messages';
import type { Db, DbOrTx } from '../../db/client';
import { stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { fileTooLargeError, REVIEW_PROOF_BUCKET, type Storage } from '../../plugins/storage';
import { EXTENSION_OF, peekStream, SNIFF_BYTES, sniffProofType } from './sniff-file-type';

/* Every upload costs disk until a moderator is done with it; a person proving a few visits
 * never needs more than this, a script filling the disk is stopped by it. */
export const PROOF_UPLOADS_PER_HOUR = 20;
const QUOTA_WINDOW_MS = 60 * 60 * 1000;

export const invalidFileType = () =>
  new AppError(415, 'INVALID_FILE_TYPE', UPLOAD_MESSAGES.invalidFileType.description);

const tooManyUploads = () =>
  new AppError(
    429,
    'TOO_MANY_UPLOADS',
    'You have uploaded many files in the last hour. Please try again later.',
  );

async function uploadsInLastHour(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - QUOTA_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(stored_files)
    .where(
      and(
        eq(stored_files.owner_user_id, userId),
        eq(stored_files.bucket, REVIEW_PROOF_BUCKET),
        gt(stored_files.created_at, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Refuses an upload early, before its body is received, when the user is already at the quota.
 * Only a courtesy: the count that decides is taken again, atomically, when the row is inserted.
 */
export async function checkUploadQuota(db: Db, userId: string, now = new Date()) {
  if ((await uploadsInLastHour(db, userId, now)) >= PROOF_UPLOADS_PER_HOUR) throw tooManyUploads();
}

type ProofRow = { key: string; contentType: string; size: number };

/**
 * Counts and inserts in one transaction that holds a per-user advisory lock, so concurrent uploads
 * of one user are counted one after another and never more than PROOF_UPLOADS_PER_HOUR get in
 * (docs/decisions/018). Other users' uploads do not wait for it.
 */
async function insertWithinQuota(db: Db, userId: string, file: ProofRow): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${userId}`}, 0))`,
    );
    if ((await uploadsInLastHour(tx, userId, new Date())) >= PROOF_UPLOADS_PER_HOUR) {
      throw tooManyUploads();
    }
    const [row] = await tx
      .insert(stored_files)
      .values({
        bucket: REVIEW_PROOF_BUCKET,
        key: file.key,
        owner_user_id: userId,
        content_type: file.contentType,
        size_bytes: file.size,
      })
      .returning({ id: stored_files.id });
    if (!row) throw new Error('stored_files insert returned no row');
    return row.id;
  });
}

/**
 * Stores a review proof privately at review-verification/{user id}/{timestamp}-{random uuid}.{ext}
 * (the spec's {userId}/{timestamp}.{ext}, made collision-free: two uploads in one millisecond get
 * two files). The type is judged from the first bytes before anything is written; the size is
 * counted while streaming and the upload is cut off just past 5 MB. A refusal leaves no file
 * behind, and so does an upload over the hourly quota.
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
  const key = `${userId}/${(opts.now ?? Date.now)()}-${randomUUID()}.${EXTENSION_OF[contentType]}`;
  const { size } = await deps.storage.saveStream(REVIEW_PROOF_BUCKET, key, peeked.all, {
    maxBytes: PROOF_MAX_BYTES,
  });
  try {
    /* The multipart parser stops at its own limit without an error: treat that as too large. */
    if (opts.wasTruncated?.()) throw fileTooLargeError();
    const fileId = await insertWithinQuota(deps.db, userId, { key, contentType, size });
    return { fileId, contentType, size };
  } catch (err) {
    await deps.storage.remove(REVIEW_PROOF_BUCKET, key);
    throw err;
  }
}

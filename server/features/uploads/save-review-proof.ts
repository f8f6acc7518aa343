import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { UploadProofResponse } from '../../../common/contracts/reviews';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { REVIEW_PROOF_BUCKET, type Storage } from '../../plugins/storage';
import { storeUpload } from './store-upload';

/* Every upload costs disk until a moderator is done with it; a person proving a few visits
 * never needs more than this, a script filling the disk is stopped by it. */
export const PROOF_UPLOADS_PER_HOUR = 20;
const QUOTA_WINDOW_MS = 60 * 60 * 1000;

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

/**
 * Runs in the transaction that inserts the stored_files row and holds a per-user advisory lock,
 * so concurrent uploads of one user are counted one after another and never more than
 * PROOF_UPLOADS_PER_HOUR get in (docs/decisions/018). Other users' uploads do not wait for it.
 */
async function lockAndCheckQuota(tx: Tx, userId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${userId}`}, 0))`,
  );
  if ((await uploadsInLastHour(tx, userId, new Date())) >= PROOF_UPLOADS_PER_HOUR) {
    throw tooManyUploads();
  }
}

/**
 * Stores a review proof privately at review-verification/{user id}/{timestamp}-{uuid}.{ext}
 * (the spec's {userId}/{timestamp}.{ext}, made collision-free). An upload over the hourly quota
 * leaves no file behind.
 */
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
    beforeInsert: (tx) => lockAndCheckQuota(tx, userId),
    ...opts,
  });
}

import { createHash, type Hash, randomUUID } from 'node:crypto';
import { type PROOF_CONTENT_TYPES, PROOF_MAX_BYTES } from '../../../common/contracts/limits';
import { UPLOAD_MESSAGES } from '../../../common/messages/business';
import type { Db, Tx } from '../../db/client';
import { stored_files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type Bucket, fileTooLargeError, type Storage } from '../../plugins/storage';
import { EXTENSION_OF, peekStream, SNIFF_BYTES, sniffProofType } from './sniff-file-type';

export const invalidFileType = () =>
  new AppError(415, 'INVALID_FILE_TYPE', UPLOAD_MESSAGES.invalidFileType.description);

export type StoredUpload = {
  fileId: string;
  contentType: (typeof PROOF_CONTENT_TYPES)[number];
  size: number;
};

export type StoreUploadInput = {
  bucket: Bucket;
  /** The folder inside the bucket; the file is named {timestamp}-{uuid}.{detected extension}. */
  folder: string;
  ownerUserId: string | null;
  source: AsyncIterable<Buffer>;
  /** The multipart parser stops at its own limit without an error: that counts as too large. */
  wasTruncated?: () => boolean;
  now?: () => number;
  /** Runs first in the inserting transaction (a quota count under a lock); throwing refuses. */
  beforeInsert?: (tx: Tx) => Promise<void>;
  /**
   * Runs in the transaction that inserts the stored_files row, so whatever the file is for
   * (a provider's document) is recorded together with it; throwing undoes both and deletes the file.
   */
  record?: (tx: Tx, file: StoredUpload) => Promise<void>;
};

/**
 * Stores an uploaded PDF, JPEG or PNG privately at {bucket}/{folder}/{timestamp}-{uuid}.{ext}
 * (random, so two uploads in one millisecond never collide)
 * (decision 008). The type is judged from the first bytes before anything is written; the size
 * is counted while streaming and the upload is cut off just past 5 MB. A refusal leaves no file
 * behind and no row.
 */
export async function storeUpload(db: Db, storage: Storage, input: StoreUploadInput) {
  const peeked = await peekStream(input.source, SNIFF_BYTES);
  const contentType = await sniffProofType(peeked.head);
  if (!contentType) {
    await peeked.cancel();
    throw invalidFileType();
  }
  const key = `${input.folder}/${(input.now ?? Date.now)()}-${randomUUID()}.${EXTENSION_OF[contentType]}`;
  const hash = createHash('sha256');
  const { size } = await storage.saveStream(input.bucket, key, hashing(peeked.all, hash), {
    maxBytes: PROOF_MAX_BYTES,
  });
  const sha256 = hash.digest('hex');
  try {
    if (input.wasTruncated?.()) throw fileTooLargeError();
    return await db.transaction(async (tx) => {
      await input.beforeInsert?.(tx);
      const [row] = await tx
        .insert(stored_files)
        .values({
          bucket: input.bucket,
          key,
          owner_user_id: input.ownerUserId,
          content_type: contentType,
          size_bytes: size,
          sha256,
        })
        .returning({ id: stored_files.id });
      if (!row) throw new Error('stored_files insert returned no row');
      const stored: StoredUpload = { fileId: row.id, contentType, size };
      await input.record?.(tx, stored);
      return stored;
    });
  } catch (err) {
    await storage.remove(input.bucket, key);
    throw err;
  }
}

async function* hashing(source: AsyncIterable<Buffer>, hash: Hash) {
  for await (const chunk of source) {
    hash.update(chunk);
    yield chunk;
  }
}

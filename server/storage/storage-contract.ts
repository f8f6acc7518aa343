import { open } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_MESSAGES } from '../../common/messages/business';
import type { STORAGE_BUCKETS } from '../db/schema';
import { AppError } from '../lib/app-error';

/*
 * The contract both storage drivers keep (disk in plugins/storage.ts, S3 in s3-storage.ts;
 * decision 057). plugins/storage.ts exports it on, for the features that store files.
 */

export type Bucket = (typeof STORAGE_BUCKETS)[number];

/**
 * Private file storage. Files live on local disk under DATA_DIR/storage/{bucket}/{key} (the
 * default) or in an S3-compatible bucket at {prefix}{bucket}/{key} (STORAGE_URL, decision 057),
 * and are never served by path: the only way out is a short-lived signed link (docs/decisions/008).
 */
export type Storage = {
  /**
   * Writes a stream to bucket/key, refusing more than maxBytes while streaming. The file appears
   * only when complete: a refused or broken upload leaves nothing behind. Never overwrites.
   */
  saveStream(
    bucket: Bucket,
    key: string,
    source: Readable | AsyncIterable<Uint8Array>,
    opts: { maxBytes: number },
  ): Promise<{ size: number }>;
  /** The file's bytes and size; 404 FILE_NOT_FOUND when it is missing. */
  openStream(bucket: Bucket, key: string): Promise<{ stream: Readable; size: number }>;
  /** Deletes a file; a missing file is not an error. */
  remove(bucket: Bucket, key: string): Promise<void>;
  /** For /api/ready: writes, reads back and deletes a small file of its own; throws when it can't. */
  probe(): Promise<void>;
};

/* One path segment: no separators, no dot-only names, nothing a shell or URL would mangle. */
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Both upload kinds share the 5 MB limit and its wording (public-side.md §5). */
export const fileTooLargeError = () =>
  new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge.description);

export function isValidStorageKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= 4 && segments.every((s) => KEY_SEGMENT.test(s) && s.length <= 128);
}

/**
 * Writes `source` to a new file (never an existing one, mode 0600), refusing with 413 once it
 * passes `maxBytes`; its size. The file is created before any byte is read, so a caller's cleanup
 * after a refusal or a broken stream always finds it (a stream opening it by itself could still be
 * opening then, and leave it behind). Both drivers spool an upload this way (decision 057).
 */
export async function writeCapped(
  source: Readable | AsyncIterable<Uint8Array>,
  file: string,
  maxBytes: number,
): Promise<number> {
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(fileTooLargeError());
        return;
      }
      callback(null, chunk);
    },
  });
  const handle = await open(file, 'wx', 0o600);
  try {
    await pipeline(source, limit, handle.createWriteStream());
  } finally {
    await handle.close().catch(() => {});
  }
  return size;
}

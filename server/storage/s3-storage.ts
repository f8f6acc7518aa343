import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { DOCUMENT_VIEWER_MESSAGES } from '../../common/messages/admin';
import type { StorageConfig } from '../config';
import { STORAGE_BUCKETS } from '../db/schema';
import { AppError } from '../lib/app-error';
import { type Bucket, isValidStorageKey, type Storage, writeCapped } from './storage-contract';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** The S3 driver: the Storage contract plus what backup, restore and migrate need of a bucket. */
export type S3Storage = Storage & {
  /** Every object of one of our buckets, as {key, size}, keys relative to it. */
  list(bucket: Bucket): AsyncGenerator<{ key: string; size: number }>;
  /** The object's size, or null when there is none. */
  sizeOf(bucket: Bucket, key: string): Promise<number | null>;
  /** s3://bucket/prefix, for messages. */
  describe: string;
  /** Closes the client's connections. */
  destroy(): void;
};

/* Where the driver's own readiness round trips go, beside the buckets (decision 057). */
const PROBE_FOLDER = '.probe';

const isStatus = (err: unknown, ...statuses: number[]) =>
  err instanceof S3ServiceException && statuses.includes(err.$metadata.httpStatusCode ?? 0);

const alreadyExists = (bucket: Bucket, key: string) =>
  Object.assign(new Error(`A stored file already exists at ${bucket}/${key}`), {
    code: 'EEXIST',
  });

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    /*
     * Since SDK 3.729 every request and response carries a CRC32 checksum by default, which
     * S3-compatible servers (s3rver, older MinIO and Ceph) refuse or do not send: only when the
     * operation requires one (decision 057).
     */
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Private files in an S3-compatible bucket at {prefix}{bucket}/{key}, with the disk driver's
 * contract (decision 057). An upload is spooled to a temporary file while its size is counted,
 * so a refused one never reaches the bucket and memory holds one chunk at a time; the object is
 * then sent with its known length and never replaces one that exists.
 */
export function createS3Storage(
  config: S3StorageConfig,
  opts: { spoolDir?: string } = {},
): S3Storage {
  /*
   * A '.' or '..' segment would be resolved away on the way to the server: measured on s3rver,
   * s3://calmpath/../other wrote into the bucket "other".
   */
  if (config.prefix.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`The storage prefix may not contain "." or ".." segments: ${config.prefix}`);
  }
  const client = createS3Client(config);
  const Bucket = config.bucket;
  const spoolDir = opts.spoolDir ?? tmpdir();
  const objectKey = (bucket: Bucket, key: string) => {
    if (!STORAGE_BUCKETS.includes(bucket)) throw new Error(`Unknown storage bucket: ${bucket}`);
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return `${config.prefix}${bucket}/${key}`;
  };

  const sizeOfObject = async (Key: string): Promise<number | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return head.ContentLength ?? 0;
    } catch (err) {
      if (isStatus(err, 404)) return null;
      throw err;
    }
  };

  return {
    describe: `s3://${config.bucket}${config.prefix ? `/${config.prefix.replace(/\/$/, '')}` : ''}`,

    async saveStream(bucket, key, source, { maxBytes }) {
      const Key = objectKey(bucket, key);
      const spool = path.join(spoolDir, `calmpath-upload-${randomBytes(12).toString('hex')}`);
      try {
        const size = await writeCapped(source, spool, maxBytes);
        /*
         * IfNoneMatch makes the refusal atomic where the server supports it (AWS since 2024,
         * MinIO); s3rver ignores it, so the key is looked up first as well. Keys are random
         * ({timestamp}-{uuid}), so the gap between the two only matters on such a server.
         */
        if ((await sizeOfObject(Key)) !== null) throw alreadyExists(bucket, key);
        try {
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key,
              Body: createReadStream(spool),
              ContentLength: size,
              IfNoneMatch: '*',
            }),
          );
        } catch (err) {
          if (isStatus(err, 409, 412)) throw alreadyExists(bucket, key);
          throw err;
        }
        return { size };
      } finally {
        await unlink(spool).catch(() => {});
      }
    },

    async openStream(bucket, key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(bucket, key) }),
        );
        const body = object.Body;
        if (!(body instanceof Readable)) throw new Error('The S3 client returned no Node stream');
        return { stream: body, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (isStatus(err, 404)) {
          throw AppError.notFound(DOCUMENT_VIEWER_MESSAGES.notAvailable, 'FILE_NOT_FOUND');
        }
        throw err;
      }
    },

    async remove(bucket, key) {
      /* S3 answers a delete of a missing key with 204, as rm({ force: true }) does. */
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
    },

    async probe() {
      const Key = `${config.prefix}${PROBE_FOLDER}/ready-${randomBytes(8).toString('hex')}`;
      const token = randomBytes(8).toString('hex');
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: token }));
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        if ((await object.Body?.transformToString()) !== token) {
          throw new Error('read back other bytes');
        }
      } finally {
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
      }
    },

    async *list(bucket) {
      const Prefix = `${config.prefix}${bucket}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key.slice(Prefix.length), size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    sizeOf(bucket, key) {
      return sizeOfObject(objectKey(bucket, key));
    },

    destroy() {
      client.destroy();
    },
  };
}

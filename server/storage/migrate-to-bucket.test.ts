import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stored_files } from '../db/schema';
import { createLocalStorage } from '../plugins/storage';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../test/databases';
import { startS3rver, type TestS3Server } from '../test/fixtures/s3rver';
import { migrateFilesToBucket } from './migrate-to-bucket';
import { createS3Storage, type S3Storage } from './s3-storage';
import type { Bucket } from './storage-contract';

const FILES: { bucket: Bucket; key: string; bytes: Buffer }[] = [
  { bucket: 'review-verification', key: 'u1/1700000000001-a.pdf', bytes: Buffer.alloc(3000, 1) },
  { bucket: 'provider-verification', key: '12/1700000000002-b.png', bytes: Buffer.alloc(200, 2) },
  { bucket: 'provider-photos', key: '12/1700000000003-c.webp', bytes: Buffer.alloc(5000, 3) },
  { bucket: 'provider-photos', key: '12/1700000000004-d.webp', bytes: Buffer.alloc(700, 4) },
];

describe.each(testDatabaseModes())('storage migrate to a bucket, on %s', (mode) => {
  let s3: TestS3Server;
  let test: TestDatabase;
  let root: string;
  const buckets: S3Storage[] = [];
  const bucketPlace = () => {
    const storage = createS3Storage(s3.config(`migrate-${randomUUID()}/`));
    buckets.push(storage);
    return storage;
  };
  const progressLog: { label: string; total: number; added: number; done: boolean }[] = [];
  const progress = (label: string, total: number) => {
    const line = { label, total, added: 0, done: false };
    progressLog.push(line);
    return {
      add: (n: number) => {
        line.added += n;
      },
      done: () => {
        line.done = true;
      },
    };
  };
  const read = async (storage: S3Storage, bucket: Bucket, key: string) =>
    buffer((await storage.openStream(bucket, key)).stream);

  beforeAll(async () => {
    s3 = await startS3rver();
    test = await createTestDatabase(mode);
    root = mkdtempSync(path.join(tmpdir(), 'calmpath-migrate-'));
    const disk = createLocalStorage(root);
    for (const f of FILES) {
      await disk.saveStream(f.bucket, f.key, Readable.from([f.bytes]), { maxBytes: 10_000 });
      await test.database.db.insert(stored_files).values({
        bucket: f.bucket,
        key: f.key,
        content_type: 'image/png',
        size_bytes: f.bytes.length,
      });
    }
  }, 60_000);

  afterAll(async () => {
    for (const b of buckets) b.destroy();
    await test?.cleanup();
    await s3?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('copies every stored file byte for byte, with a progress bar over their sizes, leaving the disk as it was', async () => {
    const to = bucketPlace();
    progressLog.length = 0;
    const result = await migrateFilesToBucket({
      db: test.database.db,
      from: createLocalStorage(root),
      to,
      progress,
    });
    expect(result).toEqual({ copied: 4, skipped: 0, missing: [], conflicts: [] });
    for (const f of FILES) expect((await read(to, f.bucket, f.key)).equals(f.bytes)).toBe(true);
    const total = FILES.reduce((n, f) => n + f.bytes.length, 0);
    expect(progressLog).toEqual([{ label: 'Copying', total, added: total, done: true }]);
    const disk = createLocalStorage(root);
    for (const f of FILES)
      expect((await disk.openStream(f.bucket, f.key)).size).toBe(f.bytes.length);
  });

  it('resumes: what an earlier run copied is skipped, the rest is copied, and a third run copies nothing', async () => {
    const to = bucketPlace();
    /* An earlier run that stopped after two files. */
    for (const f of FILES.slice(0, 2)) {
      await to.saveStream(f.bucket, f.key, Readable.from([f.bytes]), { maxBytes: 10_000 });
    }
    const run = () =>
      migrateFilesToBucket({ db: test.database.db, from: createLocalStorage(root), to, progress });
    expect(await run()).toEqual({ copied: 2, skipped: 2, missing: [], conflicts: [] });
    expect(await run()).toEqual({ copied: 0, skipped: 4, missing: [], conflicts: [] });
    for (const f of FILES) expect((await read(to, f.bucket, f.key)).equals(f.bytes)).toBe(true);
  });

  it('never overwrites an object of another size, and names files that are nowhere', async () => {
    const to = bucketPlace();
    const [first, second] = FILES;
    if (!first || !second) throw new Error('fixture');
    await to.saveStream(first.bucket, first.key, Readable.from(['something else']), {
      maxBytes: 100,
    });
    await test.database.db.insert(stored_files).values({
      bucket: 'review-verification',
      key: 'gone/1700000000009-z.pdf',
      content_type: 'application/pdf',
      size_bytes: 10,
    });
    try {
      const result = await migrateFilesToBucket({
        db: test.database.db,
        from: createLocalStorage(root),
        to,
        progress,
      });
      expect(result).toEqual({
        copied: 3,
        skipped: 0,
        missing: ['review-verification/gone/1700000000009-z.pdf'],
        conflicts: [`${first.bucket}/${first.key}`],
      });
      expect((await read(to, first.bucket, first.key)).toString()).toBe('something else');
      expect((await read(to, second.bucket, second.key)).equals(second.bytes)).toBe(true);
    } finally {
      await test.database.db
        .delete(stored_files)
        .where(eq(stored_files.key, 'gone/1700000000009-z.pdf'));
    }
  });
});

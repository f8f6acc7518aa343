import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { STORAGE_BUCKETS, stored_files } from '../db/schema';
import { createS3Storage } from '../storage/s3-storage';
import { startS3rver, type TestS3Server } from '../test/fixtures/s3rver';
import { spawnCollecting, spawnedServerEnv } from '../test/server-bundle';

/*
 * `npm run db:seed` (tsx server/cli/seed.ts) with STORAGE_URL naming a bucket: the demo's files
 * (verification documents, photos, review proofs) go to the bucket the server reads, none to
 * DATA_DIR/storage (decision 057). Against a real s3rver, on a throwaway embedded database.
 */
const TSX = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');

describe('db:seed with an S3-compatible bucket', () => {
  let s3: TestS3Server;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-seed-cli-'));

  beforeAll(async () => {
    s3 = await startS3rver(['calmpath-seed']);
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every stored file of the demo in the bucket and none on disk', async () => {
    const run = spawnCollecting(
      TSX,
      ['server/cli/seed.ts'],
      spawnedServerEnv(0, { DATA_DIR: dataDir, ...s3.env }),
    );
    expect(await run.exited, run.output()).toBe(0);

    const database = await openDatabase({ mode: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const rows = await database.db
      .select({ bucket: stored_files.bucket, key: stored_files.key })
      .from(stored_files);
    await database.close();
    expect(rows.length).toBeGreaterThan(0);

    const bucket = createS3Storage(s3.config());
    try {
      const inBucket = new Set<string>();
      for (const name of STORAGE_BUCKETS) {
        for await (const { key } of bucket.list(name)) inBucket.add(`${name}/${key}`);
      }
      for (const row of rows) expect(inBucket).toContain(`${row.bucket}/${row.key}`);
    } finally {
      bucket.destroy();
    }
    const disk = path.join(dataDir, 'storage');
    const onDisk = existsSync(disk) ? readdirSync(disk, { recursive: true }) : [];
    expect(onDisk.filter((entry) => /\.[a-z]+$/i.test(String(entry)))).toEqual([]);
  }, 120_000);
});

import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stored_files } from '../db/schema';
import type { S3Storage } from './s3-storage';
import type { Storage } from './storage-contract';

type ProgressFactory = (label: string, total: number) => { add(n: number): void; done(): void };

export type MigrationResult = {
  copied: number;
  /** Already in the bucket with the same size: copied by an earlier run. */
  skipped: number;
  /** Named by a stored_files row, on neither side. */
  missing: string[];
  /** In the bucket with another size: left alone, never overwritten. */
  conflicts: string[];
};

/**
 * Copies the object of every stored_files row from the disk driver to the bucket (decision 057),
 * one at a time in the rows' order. Resumable: an object already in the bucket with the file's
 * size is skipped, and an upload cut short leaves no object (PutObject is all or nothing), so a
 * second run picks up where the first stopped. Nothing is deleted from the disk.
 */
export async function migrateFilesToBucket(opts: {
  db: Db;
  from: Storage;
  to: S3Storage;
  progress: ProgressFactory;
}): Promise<MigrationResult> {
  const rows = await opts.db
    .select({ bucket: stored_files.bucket, key: stored_files.key, size: stored_files.size_bytes })
    .from(stored_files)
    .orderBy(asc(stored_files.created_at), asc(stored_files.id));
  const bar = opts.progress(
    'Copying',
    rows.reduce((sum, row) => sum + row.size, 0),
  );
  const result: MigrationResult = { copied: 0, skipped: 0, missing: [], conflicts: [] };
  for (const row of rows) {
    const name = `${row.bucket}/${row.key}`;
    const inBucket = await opts.to.sizeOf(row.bucket, row.key);
    let source: Awaited<ReturnType<Storage['openStream']>> | undefined;
    try {
      source = await opts.from.openStream(row.bucket, row.key);
    } catch (err) {
      if ((err as { code?: string }).code !== 'FILE_NOT_FOUND') throw err;
    }
    if (!source) {
      if (inBucket === null) result.missing.push(name);
      else result.skipped++;
    } else if (inBucket === source.size) {
      source.stream.destroy();
      result.skipped++;
    } else if (inBucket !== null) {
      source.stream.destroy();
      result.conflicts.push(name);
    } else {
      await opts.to.saveStream(row.bucket, row.key, source.stream, { maxBytes: source.size });
      result.copied++;
    }
    bar.add(row.size);
  }
  bar.done();
  return result;
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from '../backup/backup';
import { createProgress } from '../backup/progress';
import { ConfigError, loadConfig } from '../config';
import { databaseOptionsFrom, openDatabase } from '../db/client';
import { createLocalStorage } from '../plugins/storage';
import { migrateFilesToBucket } from '../storage/migrate-to-bucket';
import { createS3Storage, type S3StorageConfig } from '../storage/s3-storage';
import { refuseOpenPglite, reported } from './backup-commands';

/* Shown at most this many names of missing or conflicting files; the count says the rest. */
const LISTED = 10;

function bucketFrom(to: string): S3StorageConfig {
  let storage: ReturnType<typeof loadConfig>['storage'];
  try {
    storage = loadConfig({ ...process.env, STORAGE_URL: to }).storage;
  } catch (err) {
    if (err instanceof ConfigError && err.message.includes('STORAGE_URL')) {
      throw new BackupError(`--to must be s3://bucket or s3://bucket/prefix, not "${to}".`);
    }
    throw err;
  }
  if (storage.kind !== 's3') throw new BackupError('--to must name a bucket: s3://bucket.');
  return storage;
}

const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

function listed(names: string[]) {
  const more = names.length > LISTED ? `\n  … and ${names.length - LISTED} more` : '';
  return `${names
    .slice(0, LISTED)
    .map((n) => `  ${n}`)
    .join('\n')}${more}`;
}

/**
 * `npm run admin -- storage migrate --to s3://bucket[/prefix]` (decision 057): copies every
 * stored file from DATA_DIR/storage to the bucket, with S3_ENDPOINT, S3_REGION and the S3_
 * credentials from the environment. Run it again to resume or to catch files uploaded since.
 */
export function migrateStorage(to: string): Promise<number> {
  return reported(async () => {
    const config = loadConfig();
    const target = bucketFrom(to);
    const options = databaseOptionsFrom(config);
    if (options.mode === 'pglite') {
      console.error(
        'The embedded database allows one process: stop the server using this DATA_DIR first.',
      );
      refuseOpenPglite(options.dataDir ?? '');
    }
    const root = path.join(config.dataDir, 'storage');
    if (!existsSync(root)) throw new BackupError(`There are no stored files in ${root}.`);
    const bucket = createS3Storage(target);
    try {
      try {
        await bucket.probe();
      } catch (err) {
        throw new BackupError(
          `Cannot write to ${bucket.describe}: ${(err as Error).name}: ${(err as Error).message}. Check the bucket, S3_ENDPOINT, S3_REGION and the S3_ credentials.`,
        );
      }
      const database = await openDatabase(options);
      try {
        console.error(`Copying the stored files from ${root} to ${bucket.describe}…`);
        const result = await migrateFilesToBucket({
          db: database.db,
          from: createLocalStorage(root),
          to: bucket,
          progress: (label, total) => createProgress(label, total),
        });
        console.log(
          `Copied ${files(result.copied)} to ${bucket.describe}; skipped ${files(result.skipped)} already there with the same size.`,
        );
        if (result.missing.length > 0) {
          console.error(
            `${result.missing.length} files the database names are neither on disk nor in the bucket:\n${listed(result.missing)}`,
          );
        }
        if (result.conflicts.length > 0) {
          console.error(
            `${result.conflicts.length} objects are already in the bucket with another size and were left as they are:\n${listed(result.conflicts)}`,
          );
        }
        if (result.missing.length > 0 || result.conflicts.length > 0) return 1;
        console.log(
          `Next: set STORAGE_URL=${to} and restart the server, then run this again to copy what was uploaded in between. The files on disk are left in place.`,
        );
        return 0;
      } finally {
        await database.close();
      }
    } finally {
      bucket.destroy();
    }
  });
}

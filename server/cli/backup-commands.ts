import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ArchiveError } from '../backup/archive';
import {
  BackupError,
  createBackup,
  describePlace,
  describeUrl,
  restoreBackup,
  type StoredFilesPlace,
} from '../backup/backup';
import { type Config, loadConfig } from '../config';
import { databaseOptionsFrom, openDatabase } from '../db/client';
import { createS3Storage } from '../storage/s3-storage';

/*
 * `npm run admin -- backup|restore` (decision 056). The embedded database allows one process and
 * PGlite does not stop a second one from opening it, so both commands say to stop the server first
 * and refuse a database that is open: PGlite keeps a postmaster.pid in its directory while open and
 * removes it on close. With PostgreSQL a backup can run any time (pg_dump reads one snapshot).
 */
const ONE_PROCESS =
  'The embedded database allows one process: stop the server using this DATA_DIR first.';

export function refuseOpenPglite(dir: string) {
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${dir} is open in another process (a running server?) or was not closed cleanly: stop the server and try again. If no server is running, start and stop it once to close the database cleanly.`,
    );
  }
}

function where(config: { databaseUrl: string | undefined; dataDir: string }) {
  return config.databaseUrl
    ? `PostgreSQL at ${describeUrl(config.databaseUrl)}`
    : `the embedded database in ${path.join(config.dataDir, 'pglite')}`;
}

/** Where the server keeps its files (STORAGE_URL, decision 057); close() ends the S3 client. */
function storedFilesOf(config: Config): StoredFilesPlace & { close(): void } {
  if (config.storage.kind === 's3') {
    const storage = createS3Storage(config.storage);
    return { kind: 's3', storage, close: () => storage.destroy() };
  }
  return { kind: 'disk', root: path.join(config.dataDir, 'storage'), close: () => {} };
}

export async function reported(work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof BackupError || err instanceof ArchiveError) {
      console.error(`Error: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

export function backup(out: string): Promise<number> {
  return reported(async () => {
    const config = loadConfig();
    const options = databaseOptionsFrom(config);
    if (options.mode === 'pglite') {
      const dir = options.dataDir ?? '';
      if (!existsSync(dir) || readdirSync(dir).length === 0) {
        throw new BackupError(`There is no embedded database in ${dir}: check DATA_DIR.`);
      }
      console.error(ONE_PROCESS);
      refuseOpenPglite(dir);
    }
    const place = storedFilesOf(config);
    console.error(`Backing up ${where(config)} and the files in ${describePlace(place)}…`);
    const database = await openDatabase(options);
    try {
      const manifest = await createBackup({
        database,
        files: place,
        authSecretFile: path.join(config.dataDir, 'auth-secret'),
        out,
      });
      const rows = Object.values(manifest.database.rows).reduce((a, b) => a + b, 0);
      const files = manifest.files.filter((f) => f.name.startsWith('files/')).length;
      console.log(
        `Wrote ${out}: ${rows} rows in ${Object.keys(manifest.database.rows).length} tables, ${files} stored files, ${manifest.database.migrations} migrations.`,
      );
      return 0;
    } finally {
      await database.close();
      place.close();
    }
  });
}

export function restore(from: string, force: boolean): Promise<number> {
  return reported(async () => {
    const config = loadConfig();
    const options = databaseOptionsFrom(config);
    if (options.mode === 'pglite') {
      console.error(ONE_PROCESS);
      refuseOpenPglite(options.dataDir ?? '');
    }
    const place = storedFilesOf(config);
    console.error(`Restoring ${from} into ${where(config)} and ${describePlace(place)}…`);
    const manifest = await restoreBackup({
      from,
      target:
        options.mode === 'postgres'
          ? { mode: 'postgres', url: options.url }
          : { mode: 'pglite', dataDir: options.dataDir ?? '' },
      files: place,
      authSecretFile: path.join(config.dataDir, 'auth-secret'),
      force,
    }).finally(() => place.close());
    const files = manifest.files.filter((f) => f.name.startsWith('files/')).length;
    console.log(
      `Restored the backup of ${manifest.createdAt}: the database and ${files} stored files.`,
    );
    return 0;
  });
}

import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, type DbMode, MIGRATIONS_FOLDER, openDatabase } from '../db/client';
import { STORAGE_BUCKETS } from '../db/schema';
import { type Bucket, isValidStorageKey } from '../plugins/storage';
import type { S3Storage } from '../storage/s3-storage';
import { createArchiveWriter, readArchive } from './archive';
import { createProgress, type Progress } from './progress';

/** What a backup holds, written last into the archive as manifest.json (decision 056). */
export type Manifest = {
  format: 1;
  createdAt: string;
  database: {
    kind: DbMode;
    /** The archive entry holding the dump: PGlite's data directory tarball or pg_dump's custom format. */
    entry: string;
    migrations: number;
    /** Rows per table (schema.table) when the dump was taken, for checking a restore. */
    rows: Record<string, number>;
  };
  files: { name: string; size: number; sha256: string }[];
};

export const MANIFEST_ENTRY = 'manifest.json';
const PGLITE_ENTRY = 'database/pglite.tar';
const POSTGRES_ENTRY = 'database/postgres.dump';
/* The embedded mode's generated AUTH_SECRET (config.ts): file links and sessions are signed with it. */
const AUTH_SECRET_ENTRY = 'auth-secret';
const FILES_PREFIX = 'files/';
/* The storage module's unfinished uploads: never backed up, never counted. */
const STORAGE_TEMP_DIR = '.tmp';

type ProgressFactory = (label: string, total: number) => Progress;

/**
 * Where the stored files are: the disk driver's folder (DATA_DIR/storage), or the bucket
 * STORAGE_URL names, read and written through the S3 driver (decision 057).
 */
export type StoredFilesPlace = { kind: 'disk'; root: string } | { kind: 's3'; storage: S3Storage };

/** The place, for messages: a folder or s3://bucket/prefix. */
export function describePlace(place: StoredFilesPlace): string {
  return place.kind === 'disk' ? place.root : place.storage.describe;
}

type StoredFile = { name: string; size: number; open(): Promise<Readable> };

export class BackupError extends Error {}

/** libpq's settings for a connection string: given to pg_dump/pg_restore by environment, never argv. */
export function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = {};
  if (u.hostname) env.PGHOST = decodeURIComponent(u.hostname);
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (name) env.PGDATABASE = name;
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Where a connection string points, without its password: for messages. */
export function describeUrl(url: string): string {
  const u = new URL(url);
  return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
}

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (err) => {
      reject(
        (err as NodeJS.ErrnoException).code === 'ENOENT'
          ? new BackupError(
              `${command} was not found: install the PostgreSQL client tools (the same major version as the server or newer).`,
            )
          : err,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

async function listStoredFiles(place: StoredFilesPlace): Promise<StoredFile[]> {
  const found: StoredFile[] = [];
  for (const bucket of STORAGE_BUCKETS) {
    if (place.kind === 's3') {
      for await (const { key, size } of place.storage.list(bucket)) {
        /* Only what the storage module could have written, so the archive stays restorable. */
        if (!isValidStorageKey(key)) continue;
        found.push({
          name: `${FILES_PREFIX}${bucket}/${key}`,
          size,
          open: async () => (await place.storage.openStream(bucket, key)).stream,
        });
      }
      continue;
    }
    const dir = path.join(place.root, bucket);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(dir, file).split(path.sep).join('/');
      found.push({
        name: `${FILES_PREFIX}${bucket}/${key}`,
        size: (await stat(file)).size,
        open: async () => createReadStream(file),
      });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

async function hasStoredFiles(place: StoredFilesPlace): Promise<boolean> {
  if (place.kind === 's3') {
    for (const bucket of STORAGE_BUCKETS) {
      for await (const _ of place.storage.list(bucket)) return true;
    }
    return false;
  }
  const entries = await readdir(place.root, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.some(
    (e) =>
      e.isFile() && path.relative(place.root, e.parentPath).split(path.sep)[0] !== STORAGE_TEMP_DIR,
  );
}

type Rows = { rows: Record<string, unknown>[] };

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = (await database.db.execute(sql`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
    ORDER BY 1, 2`)) as unknown as Rows;
  const counts: Record<string, number> = {};
  for (const t of tables.rows) {
    const name = `${t.schema}.${t.name}`;
    const result = (await database.db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM "${t.schema}"."${t.name}"`),
    )) as unknown as Rows;
    counts[name] = Number(result.rows[0]?.n);
  }
  return counts;
}

/** Migrations applied to a database (drizzle's journal table; 0 before the first). */
async function appliedMigrations(database: Database): Promise<number> {
  try {
    const result = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    )) as unknown as Rows;
    return Number(result.rows[0]?.n);
  } catch {
    return 0;
  }
}

/** Migrations this version of CalmPath knows. */
function knownMigrations(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** True when the database holds a listing or an account: what a restore would throw away. */
async function databaseHasData(database: Database): Promise<boolean> {
  for (const table of ['providers', 'users']) {
    try {
      const result = (await database.db.execute(
        sql.raw(`SELECT EXISTS (SELECT 1 FROM public.${table}) AS any`),
      )) as unknown as Rows;
      if (result.rows[0]?.any) return true;
    } catch {
      /* No such table: a database no migration has touched. */
    }
  }
  return false;
}

export type BackupOptions = {
  database: Database;
  files: StoredFilesPlace;
  /** DATA_DIR/auth-secret, when the embedded mode generated one. */
  authSecretFile?: string;
  out: string;
  progress?: ProgressFactory;
};

/**
 * Writes one archive: the database dump first (so every file the database names was already
 * stored when the files are read), then the stored files, then the manifest with every entry's
 * size and SHA-256.
 */
export async function createBackup(opts: BackupOptions): Promise<Manifest> {
  const progress = opts.progress ?? ((label, total) => createProgress(label, total));
  const { database } = opts;
  if (existsSync(opts.out)) throw new BackupError(`${opts.out} already exists: choose a new name.`);
  if (!existsSync(path.dirname(path.resolve(opts.out)))) {
    throw new BackupError(`The folder ${path.dirname(path.resolve(opts.out))} does not exist.`);
  }
  const work = await mkdtemp(path.join(tmpdir(), 'calmpath-backup-'));
  try {
    const rows = await rowCounts(database);
    const migrations = await appliedMigrations(database);
    let dump: { entry: string; file: string; size: number };
    if (database.mode === 'pglite') {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const blob = await client.dumpDataDir('none');
      const file = path.join(work, 'pglite.tar');
      await writeFile(file, new Uint8Array(await blob.arrayBuffer()));
      dump = { entry: PGLITE_ENTRY, file, size: blob.size };
    } else {
      if (!database.url) throw new BackupError('No PostgreSQL connection string.');
      const file = path.join(work, 'postgres.dump');
      await runTool(
        'pg_dump',
        ['--format=custom', '--no-owner', `--file=${file}`],
        libpqEnvironment(database.url),
      );
      dump = { entry: POSTGRES_ENTRY, file, size: (await stat(file)).size };
    }
    const stored = await listStoredFiles(opts.files);
    const secret =
      opts.authSecretFile && existsSync(opts.authSecretFile)
        ? readFileSync(opts.authSecretFile)
        : undefined;
    const total = dump.size + stored.reduce((sum, f) => sum + f.size, 0);
    const bar = progress('Backing up', total);
    const writer = createArchiveWriter(opts.out, (n) => bar.add(n));
    const files: Manifest['files'] = [];
    try {
      files.push({
        name: dump.entry,
        size: dump.size,
        sha256: await writer.add(dump.entry, dump.size, createReadStream(dump.file)),
      });
      if (secret) {
        files.push({
          name: AUTH_SECRET_ENTRY,
          size: secret.length,
          sha256: await writer.addBuffer(AUTH_SECRET_ENTRY, secret),
        });
      }
      for (const f of stored) {
        files.push({
          name: f.name,
          size: f.size,
          sha256: await writer.add(f.name, f.size, await f.open()),
        });
      }
      const manifest: Manifest = {
        format: 1,
        createdAt: new Date().toISOString(),
        database: { kind: database.mode, entry: dump.entry, migrations, rows },
        files,
      };
      await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      await writer.finish();
      bar.done();
      return manifest;
    } catch (err) {
      await writer.finish().catch(() => {});
      await rm(opts.out, { force: true });
      throw err;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Reads the whole archive once and checks it: the manifest is there, every entry's SHA-256 and
 * size match it, nothing is missing or extra, every name is one a restore may write. Touches
 * nothing.
 */
export async function verifyBackup(
  from: string,
  progress: ProgressFactory = (label, total) => createProgress(label, total),
): Promise<Manifest> {
  if (!existsSync(from)) throw new BackupError(`No such file: ${from}`);
  const bar = progress('Checking', (await stat(from)).size);
  let manifestBytes: Buffer | undefined;
  const sizes = new Map<string, number>();
  const sums = await readArchive(
    from,
    async (header, bytes) => {
      sizes.set(header.name, header.size);
      if (header.name === MANIFEST_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of bytes) chunks.push(chunk);
        manifestBytes = Buffer.concat(chunks);
      }
    },
    (n) => bar.add(n),
  );
  bar.done();
  if (!manifestBytes) throw new BackupError('The archive has no manifest: it is incomplete.');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestBytes.toString()) as Manifest;
  } catch {
    throw new BackupError('The manifest is damaged.');
  }
  if (manifest.format !== 1) {
    throw new BackupError(`Backup format ${manifest.format} is not one this version reads.`);
  }
  const listed = new Set<string>();
  for (const f of manifest.files) {
    listed.add(f.name);
    if (!isRestorableName(f.name, manifest)) {
      throw new BackupError(`The archive names a file a restore may not write: ${f.name}`);
    }
    const sum = sums.get(f.name);
    if (sum === undefined)
      throw new BackupError(`${f.name} is listed but missing from the archive.`);
    if (sum !== f.sha256 || sizes.get(f.name) !== f.size) {
      throw new BackupError(`Checksum mismatch for ${f.name}: the archive is damaged or altered.`);
    }
  }
  for (const name of sums.keys()) {
    if (name !== MANIFEST_ENTRY && !listed.has(name)) {
      throw new BackupError(`${name} is in the archive but not in its manifest.`);
    }
  }
  if (!listed.has(manifest.database.entry)) {
    throw new BackupError('The archive holds no database dump.');
  }
  if (manifest.database.migrations > knownMigrations()) {
    throw new BackupError(
      `The backup has ${manifest.database.migrations} migrations applied; this version of CalmPath knows ${knownMigrations()}: restore with the newer version.`,
    );
  }
  return manifest;
}

function isRestorableName(name: string, manifest: Manifest): boolean {
  if (name === manifest.database.entry) {
    return (
      (manifest.database.kind === 'pglite' && name === PGLITE_ENTRY) ||
      (manifest.database.kind === 'postgres' && name === POSTGRES_ENTRY)
    );
  }
  if (name === AUTH_SECRET_ENTRY) return true;
  if (!name.startsWith(FILES_PREFIX)) return false;
  const [bucket, ...key] = name.slice(FILES_PREFIX.length).split('/');
  return (
    (STORAGE_BUCKETS as readonly string[]).includes(bucket ?? '') &&
    isValidStorageKey(key.join('/'))
  );
}

export type RestoreTarget =
  | { mode: 'pglite' /** DATA_DIR/pglite */; dataDir: string }
  | { mode: 'postgres'; url: string };

export type RestoreOptions = {
  from: string;
  target: RestoreTarget;
  files: StoredFilesPlace;
  authSecretFile?: string;
  /** Replace a target that already holds listings, accounts or files. */
  force?: boolean;
  progress?: ProgressFactory;
};

/**
 * Checks the archive, then the target, then restores: the database (replacing it), then the
 * stored files. Refuses a target with listings, accounts or stored files unless `force`.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<Manifest> {
  const progress = opts.progress ?? ((label, total) => createProgress(label, total));
  const manifest = await verifyBackup(opts.from, progress);
  const { target } = opts;
  if (manifest.database.kind !== target.mode) {
    throw new BackupError(
      `This backup is of ${manifest.database.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'}; the target is ${target.mode === 'pglite' ? 'the embedded database (DATABASE_URL unset)' : 'PostgreSQL (DATABASE_URL)'}. Restore into the same kind.`,
    );
  }

  /* The target: empty, or replaced only when told. */
  const pgliteExists =
    target.mode === 'pglite' &&
    existsSync(target.dataDir) &&
    (await readdir(target.dataDir)).length > 0;
  if (target.mode === 'postgres' || pgliteExists) {
    const current = await openDatabase(
      target.mode === 'postgres'
        ? { mode: 'postgres', url: target.url, poolSize: 1 }
        : { mode: 'pglite', dataDir: target.dataDir },
    );
    let hasData: boolean;
    try {
      hasData = await databaseHasData(current);
    } finally {
      await current.close();
    }
    if (hasData && !opts.force) {
      throw new BackupError(
        'The target database already holds listings or accounts: restore into an empty one, or pass --force to replace it.',
      );
    }
  }
  if ((await hasStoredFiles(opts.files)) && !opts.force) {
    throw new BackupError(
      `${describePlace(opts.files)} already holds stored files: restore into an empty one, or pass --force to replace them.`,
    );
  }

  const work = await mkdtemp(path.join(tmpdir(), 'calmpath-restore-'));
  /*
   * Files go to a folder beside the storage root first, moved in once the database is restored;
   * for a bucket, to the work folder, sent once the database is restored.
   */
  const staging =
    opts.files.kind === 'disk'
      ? `${opts.files.root}.restoring-${process.pid}`
      : path.join(work, 'files');
  try {
    /* Second pass: the dump to a work file, the secret to memory, the files to their place. */
    const dumpFile = path.join(work, 'dump');
    let secret: Buffer | undefined;
    const total = manifest.files.reduce((sum, f) => sum + f.size, 0);
    await rm(staging, { recursive: true, force: true });
    const bar = progress('Restoring', total);
    const sums = await readArchive(opts.from, async (header, bytes) => {
      const counted = (async function* () {
        for await (const chunk of bytes) {
          bar.add(chunk.length);
          yield chunk;
        }
      })();
      if (header.name === manifest.database.entry) {
        await pipeline(Readable.from(counted), createWriteStream(dumpFile, { mode: 0o600 }));
      } else if (header.name === AUTH_SECRET_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of counted) chunks.push(chunk);
        secret = Buffer.concat(chunks);
      } else if (header.name.startsWith(FILES_PREFIX)) {
        const file = path.join(staging, ...header.name.slice(FILES_PREFIX.length).split('/'));
        await mkdir(path.dirname(file), { recursive: true });
        await pipeline(Readable.from(counted), createWriteStream(file, { mode: 0o600 }));
      }
    });
    bar.done();
    /* The archive could have changed since the first pass: the dump is checked again before use. */
    for (const f of manifest.files) {
      if (sums.get(f.name) !== f.sha256) {
        throw new BackupError(
          `Checksum mismatch for ${f.name}: the archive changed while restoring.`,
        );
      }
    }

    if (target.mode === 'pglite') {
      await rm(target.dataDir, { recursive: true, force: true });
      await mkdir(path.dirname(target.dataDir), { recursive: true });
      const restored = await openDatabase({
        mode: 'pglite',
        dataDir: target.dataDir,
        loadDataDir: new Blob([readFileSync(dumpFile)]),
      });
      await restored.close();
    } else {
      const env = libpqEnvironment(target.url);
      await runTool(
        'pg_restore',
        [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          `--dbname=${env.PGDATABASE ?? env.PGUSER ?? 'postgres'}`,
          dumpFile,
        ],
        env,
      );
    }
    if (opts.files.kind === 'disk') {
      const root = opts.files.root;
      await mkdir(root, { recursive: true, mode: 0o700 });
      for (const bucket of STORAGE_BUCKETS) {
        await rm(path.join(root, bucket), { recursive: true, force: true });
        if (existsSync(path.join(staging, bucket))) {
          await rename(path.join(staging, bucket), path.join(root, bucket));
        }
      }
    } else {
      await sendToBucket(opts.files.storage, staging, manifest, progress);
    }
    await rm(staging, { recursive: true, force: true });
    /* Sessions and file links are signed with it: the restored database goes with its own. */
    if (secret && opts.authSecretFile) {
      await mkdir(path.dirname(opts.authSecretFile), { recursive: true });
      await writeFile(opts.authSecretFile, secret, { mode: 0o600 });
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * A bucket's counterpart of moving the staged folders in: every object of our buckets that is
 * there is deleted (the caller checked the target was empty or --force was given), then every
 * staged file is stored through the driver, which refuses to overwrite.
 */
async function sendToBucket(
  storage: S3Storage,
  staging: string,
  manifest: Manifest,
  progress: ProgressFactory,
) {
  for (const bucket of STORAGE_BUCKETS) {
    const existing: string[] = [];
    for await (const { key } of storage.list(bucket)) existing.push(key);
    for (const key of existing) await storage.remove(bucket, key);
  }
  const files = manifest.files.filter((f) => f.name.startsWith(FILES_PREFIX));
  const bar = progress(
    'Uploading',
    files.reduce((sum, f) => sum + f.size, 0),
  );
  for (const f of files) {
    const [bucket = '', ...key] = f.name.slice(FILES_PREFIX.length).split('/');
    const file = path.join(staging, bucket, ...key);
    await storage.saveStream(bucket as Bucket, key.join('/'), createReadStream(file), {
      maxBytes: f.size,
    });
    bar.add(f.size);
  }
  bar.done();
}

/*
 * The backup round trip (decision 056), on each database: seed, add a review,
 * an account and an uploaded file, back up, restore into a fresh target, and find every row and
 * the file there, served by an app built on the restored target. A tampered archive and a
 * non-empty target are refused. The same with the files in a bucket (decision 057), on s3rver.
 */

import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed/seed';
import { createS3Storage } from '../storage/s3-storage';
import { CookieJar, createTestApp, type TestApp } from '../test/app';
import { createTestDatabase, type TestDatabase, testDatabaseModes } from '../test/databases';
import { insertReview } from '../test/fixtures/admin';
import { startS3rver, type TestS3Server } from '../test/fixtures/s3rver';
import { SAMPLE_FILES, signedInUser, uploadReviewProof } from '../test/fixtures/uploads';
import { createBackup, type Manifest, restoreBackup } from './backup';
import type { Progress } from './progress';

const quiet = (): Progress => ({ add() {}, done() {} });
const EMAIL = 'backed-up@example.com';
const PASSWORD = 'calm-pass-1';

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = (await database.db.execute(sql`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
    ORDER BY 1, 2`)) as unknown as { rows: { schema: string; name: string }[] };
  const counts: Record<string, number> = {};
  for (const t of tables.rows) {
    const result = (await database.db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM "${t.schema}"."${t.name}"`),
    )) as unknown as { rows: { n: number }[] };
    counts[`${t.schema}.${t.name}`] = Number(result.rows[0]?.n);
  }
  return counts;
}

/** A fresh place to restore into: a data directory, and for PostgreSQL an empty database. */
async function freshTarget(mode: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'calmpath-restore-test-'));
  const pg: TestDatabase | undefined =
    mode === 'postgres' ? await createTestDatabase('postgres', { migrate: false }) : undefined;
  return {
    dataDir,
    pg,
    storageRoot: path.join(dataDir, 'storage'),
    files: { kind: 'disk' as const, root: path.join(dataDir, 'storage') },
    authSecretFile: path.join(dataDir, 'auth-secret'),
    target:
      mode === 'postgres'
        ? { mode: 'postgres' as const, url: pg?.url ?? '' }
        : { mode: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') },
    async cleanup() {
      await pg?.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(testDatabaseModes())('backup and restore on %s', (mode) => {
  let t: TestApp;
  let work: string;
  let archive: string;
  let manifest: Manifest;
  let before: Record<string, number>;
  let fileId: string;
  /** The account's session from before the backup. */
  let sessionCookie: string;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    t = await createTestApp(mode);
    const db = t.app.database.db;
    await seedDatabase(db, { providers: 30, reviews: 60, users: 12 });
    const user = await signedInUser(t, EMAIL);
    fileId = await uploadReviewProof(t, user.jar);
    sessionCookie = user.jar.header();
    await insertReview(db, 1, { review_text: 'Quiet room, kind staff, no rush at all.' });
    before = await rowCounts(t.app.database);

    work = mkdtempSync(path.join(tmpdir(), 'calmpath-backup-test-'));
    archive = path.join(work, 'calmpath.backup');
    manifest = await createBackup({
      database: t.app.database,
      files: { kind: 'disk', root: path.join(t.config.dataDir, 'storage') },
      authSecretFile: path.join(t.config.dataDir, 'auth-secret'),
      out: archive,
      progress: quiet,
    });
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await t?.cleanup();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes a manifest with the database, its row counts and every file with its checksum', () => {
    expect(manifest.format).toBe(1);
    expect(manifest.database.kind).toBe(mode);
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(manifest.database.migrations).toBe(journal.entries.length);
    expect(manifest.database.rows).toEqual(before);
    expect(manifest.database.rows['public.reviews']).toBeGreaterThan(60);
    const stored = manifest.files.filter((f) => f.name.startsWith('files/'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.name).toMatch(/^files\/review-verification\//);
    expect(stored[0]?.size).toBe(SAMPLE_FILES.pdf.length);
    for (const f of manifest.files) expect(f.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('restores into a fresh target: every row, the account and the file, served', async () => {
    const target = await freshTarget(mode);
    cleanups.push(target.cleanup);
    await restoreBackup({ from: archive, ...target, progress: quiet });

    const restored =
      target.pg?.database ??
      (await openDatabase({ mode: 'pglite', dataDir: target.target.dataDir }));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: target.dataDir,
      LOG_LEVEL: 'silent',
      ...(target.pg ? { DATABASE_URL: target.pg.url } : {}),
    });
    const app = await buildApp({ config, database: restored, serveWeb: false, logger: false });
    try {
      expect(await rowCounts(restored)).toEqual(before);

      /* The session made before the backup still holds: its row and the secret it is signed with. */
      const session = await app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: sessionCookie },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json()?.user?.email).toBe(EMAIL);

      const jar = new CookieJar();
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: EMAIL, password: PASSWORD },
        headers: { origin: config.siteUrl },
      });
      expect(signIn.statusCode).toBe(200);
      jar.store(signIn);
      const link = await app.inject({
        method: 'GET',
        url: `/api/files/${fileId}/link`,
        headers: { cookie: jar.header() },
      });
      expect(link.statusCode).toBe(200);
      const file = await app.inject({ method: 'GET', url: link.json().url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    } finally {
      await app.close();
      if (!target.pg) await restored.close();
    }

    /* The target now holds listings, accounts and files: refused, then replaced when told. */
    await expect(restoreBackup({ from: archive, ...target, progress: quiet })).rejects.toThrow(
      /already holds listings or accounts.*--force/,
    );
    await restoreBackup({ from: archive, ...target, force: true, progress: quiet });
    const again =
      target.pg?.database ??
      (await openDatabase({ mode: 'pglite', dataDir: target.target.dataDir }));
    try {
      expect(await rowCounts(again)).toEqual(before);
    } finally {
      if (!target.pg) await again.close();
    }
  }, 180_000);

  it('refuses a storage folder that holds files, even into an empty database', async () => {
    const target = await freshTarget(mode);
    cleanups.push(target.cleanup);
    const stray = path.join(target.storageRoot, 'review-verification/someone/1-stray.pdf');
    mkdirSync(path.dirname(stray), { recursive: true });
    writeFileSync(stray, 'not ours');
    await expect(restoreBackup({ from: archive, ...target, progress: quiet })).rejects.toThrow(
      /already holds stored files.*--force/,
    );
    expect(readFileSync(stray, 'utf8')).toBe('not ours');
  });

  it('refuses a tampered archive before touching the target', async () => {
    const raw = gunzipSync(readFileSync(archive));
    const at = raw.indexOf(SAMPLE_FILES.pdf);
    expect(at).toBeGreaterThan(0);
    raw[at + 10] = (raw[at + 10] ?? 0) ^ 0xff;
    const tampered = path.join(work, 'tampered.backup');
    writeFileSync(tampered, gzipSync(raw));

    const target = await freshTarget(mode);
    cleanups.push(target.cleanup);
    await expect(restoreBackup({ from: tampered, ...target, progress: quiet })).rejects.toThrow(
      /Checksum mismatch for files\/review-verification\//,
    );
    expect(existsSync(target.storageRoot)).toBe(false);
    if (target.target.mode === 'pglite') expect(existsSync(target.target.dataDir)).toBe(false);
    else if (target.pg) expect(await rowCounts(target.pg.database)).toEqual({});
  });
});

describe.each(testDatabaseModes())(
  'backup and restore with the files in a bucket, on %s',
  (mode) => {
    let s3: TestS3Server;
    let t: TestApp;
    let work: string;
    let archive: string;
    let fileId: string;
    let photoUpload: Buffer;
    const cleanups: (() => Promise<void>)[] = [];
    /** A fresh, empty place in the test bucket, as STORAGE_URL and as the driver. */
    const bucketPlace = () => {
      const prefix = `restore-${randomUUID()}`;
      const storage = createS3Storage(s3.config(`${prefix}/`));
      cleanups.push(async () => storage.destroy());
      return {
        env: { ...s3.env, STORAGE_URL: `s3://${s3.bucket}/${prefix}` },
        files: { kind: 's3' as const, storage },
      };
    };

    beforeAll(async () => {
      s3 = await startS3rver();
      const source = bucketPlace();
      t = await createTestApp(mode, { env: source.env });
      const user = await signedInUser(t, EMAIL);
      fileId = await uploadReviewProof(t, user.jar);
      photoUpload = SAMPLE_FILES.png;
      await t.app.storage.saveStream(
        'provider-photos',
        '7/1-orphan.png',
        Readable.from([photoUpload]),
        {
          maxBytes: photoUpload.length,
        },
      );
      work = mkdtempSync(path.join(tmpdir(), 'calmpath-backup-test-'));
      archive = path.join(work, 'calmpath.backup');
      await createBackup({
        database: t.app.database,
        files: source.files,
        authSecretFile: path.join(t.config.dataDir, 'auth-secret'),
        out: archive,
        progress: quiet,
      });
    }, 120_000);

    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
      await t?.cleanup();
      await s3?.close();
      if (work) rmSync(work, { recursive: true, force: true });
    });

    it('reads every object of the bucket into the archive, and restores them into another bucket place, served', async () => {
      const target = await freshTarget(mode);
      cleanups.push(target.cleanup);
      const place = bucketPlace();
      const manifest = await restoreBackup({
        from: archive,
        target: target.target,
        files: place.files,
        authSecretFile: target.authSecretFile,
        progress: quiet,
      });
      expect(manifest.files.filter((f) => f.name.startsWith('files/')).map((f) => f.name)).toEqual([
        'files/provider-photos/7/1-orphan.png',
        expect.stringMatching(/^files\/review-verification\/[\w-]+\/\d+-[\w-]+\.pdf$/),
      ]);
      /* Nothing of the files went to the disk: the target's DATA_DIR has no storage folder. */
      expect(existsSync(target.storageRoot)).toBe(false);

      const restored =
        target.pg?.database ??
        (await openDatabase({ mode: 'pglite', dataDir: target.target.dataDir }));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: target.dataDir,
        LOG_LEVEL: 'silent',
        ...place.env,
        ...(target.pg ? { DATABASE_URL: target.pg.url } : {}),
      });
      const app = await buildApp({ config, database: restored, serveWeb: false, logger: false });
      try {
        const jar = new CookieJar();
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: EMAIL, password: PASSWORD },
          headers: { origin: config.siteUrl },
        });
        expect(signIn.statusCode).toBe(200);
        jar.store(signIn);
        const link = await app.inject({
          method: 'GET',
          url: `/api/files/${fileId}/link`,
          headers: { cookie: jar.header() },
        });
        expect(link.statusCode).toBe(200);
        const file = await app.inject({ method: 'GET', url: link.json().url });
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
        const photo = await app.storage.openStream('provider-photos', '7/1-orphan.png');
        expect((await buffer(photo.stream)).equals(photoUpload)).toBe(true);
      } finally {
        await app.close();
        if (!target.pg) await restored.close();
      }
    }, 180_000);

    it('refuses a bucket place that holds files unless forced, then replaces what is there', async () => {
      const target = await freshTarget(mode);
      cleanups.push(target.cleanup);
      const place = bucketPlace();
      await place.files.storage.saveStream(
        'review-verification',
        'someone/1-stray.pdf',
        Readable.from(['not ours']),
        { maxBytes: 100 },
      );
      const options = {
        from: archive,
        target: target.target,
        files: place.files,
        authSecretFile: target.authSecretFile,
        progress: quiet,
      };
      await expect(restoreBackup(options)).rejects.toThrow(
        /^s3:\/\/[\w-]+\/restore-[\w-]+ already holds stored files.*--force/,
      );
      const stray = await place.files.storage.openStream(
        'review-verification',
        'someone/1-stray.pdf',
      );
      expect((await buffer(stray.stream)).toString()).toBe('not ours');

      await restoreBackup({ ...options, force: true });
      const keys: string[] = [];
      for (const bucket of ['review-verification', 'provider-photos'] as const) {
        for await (const { key } of place.files.storage.list(bucket)) keys.push(`${bucket}/${key}`);
      }
      expect(keys).toHaveLength(2);
      expect(keys).not.toContain('review-verification/someone/1-stray.pdf');
    }, 180_000);
  },
);

import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client';
import { PROJECT_ROOT } from '../lib/paths';

/*
 * Template databases for tests (decision 049). Starting a PGlite runs initdb (7-10 s on the shared
 * 2-core machine) and migrating loads 42,555 ZIP centroids; a full Vitest run makes about 170 test
 * databases. So each kind of database is made once, and every test database starts as a copy:
 * PGlite from a dumped data directory kept in .tmp/test-templates/, PostgreSQL with
 * CREATE DATABASE … TEMPLATE. Both are named by a hash of everything a migrate runs (the
 * migration files, the ZIP loader and its data, the PGlite version), so a changed migration never
 * reuses a stale template. Tests of migrating itself ask for `migrate: false` and migrate for real.
 */

const TEMPLATE_DIR = path.join(PROJECT_ROOT, '.tmp/test-templates');

function packageVersion(name: string): string {
  const file = path.join(PROJECT_ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

let cachedHash: string | undefined;

/** A hash of what a migrated database is made of: a different one means a different template. */
export function migrationsHash(): string {
  if (cachedHash) return cachedHash;
  const hash = createHash('sha256');
  const add = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) add(full);
      else hash.update(`${path.relative(MIGRATIONS_FOLDER, full)}\0`).update(readFileSync(full));
    }
  };
  add(MIGRATIONS_FOLDER);
  hash.update(readFileSync(path.join(PROJECT_ROOT, 'server/db/zip-centroids.ts')));
  hash.update(
    `zipcodes@${packageVersion('zipcodes')} pglite@${packageVersion('@electric-sql/pglite')}`,
  );
  cachedHash = hash.digest('hex').slice(0, 16);
  return cachedHash;
}

export type PgliteTemplateKind = 'migrated' | 'empty';

const pgliteTemplates = new Map<PgliteTemplateKind, Promise<Blob>>();

/**
 * The data directory a new in-memory PGlite starts from: `empty` is a fresh initdb, `migrated`
 * has every migration and the ZIP centroids. Read from .tmp/test-templates/ when there, else made
 * and written there (write-then-rename, so a parallel worker never reads half a file).
 */
export function pgliteTemplate(kind: PgliteTemplateKind): Promise<Blob> {
  let template = pgliteTemplates.get(kind);
  if (!template) {
    template = loadOrBuildPgliteTemplate(kind);
    pgliteTemplates.set(kind, template);
    template.catch(() => pgliteTemplates.delete(kind));
  }
  return template;
}

async function loadOrBuildPgliteTemplate(kind: PgliteTemplateKind): Promise<Blob> {
  const file = path.join(TEMPLATE_DIR, `pglite-${kind}-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ mode: 'pglite' });
  try {
    if (kind === 'migrated') await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    mkdirSync(TEMPLATE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    /* Templates of older migrations are never read again (62 MB each). */
    for (const stale of readdirSync(TEMPLATE_DIR)) {
      if (
        stale.startsWith(`pglite-${kind}-`) &&
        stale.endsWith('.tar') &&
        stale !== path.basename(file)
      )
        rmSync(path.join(TEMPLATE_DIR, stale), { force: true });
    }
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}

/** The name of the migrated PostgreSQL template database beside TEST_DATABASE_URL's. */
export function postgresTemplateName(): string {
  return `calmpath_tmpl_${migrationsHash()}`;
}

/* Any constant shared by every process making the template (pg_advisory_lock's bigint key). */
const TEMPLATE_LOCK_KEY = 4_917_000_049;

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * Makes sure the migrated PostgreSQL template exists, once per process and at most once per
 * migration hash: under an advisory lock, so parallel workers wait for the one making it, and
 * built under another name and renamed when complete, so a crash never leaves a half template.
 * It then refuses connections: CREATE DATABASE … TEMPLATE fails while anyone is connected to it.
 */
export function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  let template = postgresTemplates.get(adminUrl);
  if (!template) {
    template = buildPostgresTemplate(adminUrl);
    postgresTemplates.set(adminUrl, template);
    template.catch(() => postgresTemplates.delete(adminUrl));
  }
  return template;
}

async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    const building = `${name}_building`;
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ mode: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    await client.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    /* Templates of older migrations are never copied again: dropped, if nobody is copying one. */
    const stale = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'calmpath\\_tmpl\\_%' AND datname <> $1`,
      [name],
    );
    for (const { datname } of stale.rows) {
      await client.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
    }
    return name;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

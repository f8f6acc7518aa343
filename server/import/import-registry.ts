import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database, Db, DbMode } from '../db/client';
import type { RegistrySource } from '../db/schema';
import {
  addressKey,
  clipName,
  locationOf,
  phoneKey,
  type RegistryReader,
  type RegistryRecord,
} from './registry-record';

export type ImportScope = { states?: readonly string[]; categories?: readonly string[] };

export type ImportSummary = {
  source: RegistrySource;
  dryRun: boolean;
  rows: number;
  places: number;
  skipped: number;
  bad: { count: number; first: { line: number; reason: string }[] };
  added: number;
  linked: number;
  /** Places added that look like a listed place: pairs for the duplicates tab (decision 063). */
  doubtful: number;
  changed: number;
  retired: number;
  seconds: number;
  /** Seconds per step: 'read' (reading and staging), then each merge statement. */
  steps: Record<string, number>;
};

/* Bad rows kept with their line numbers for the report; the count goes on past this. */
const BAD_LINES_KEPT = 100;
/* A load adding at least this many rows (and as many as are listed) rebuilds the text indexes. */
const REBUILD_INDEXES_FROM = 50_000;
/* Rows per COPY write or per INSERT batch on the embedded database. */
const BATCH = 2000;

type Staged = {
  externalId: string;
  usable: boolean;
  record?: RegistryRecord;
};

const COLUMNS = [
  'external_id',
  'usable',
  'name',
  'category',
  'location',
  'zip_code',
  'phone',
  'website',
  'latitude',
  'longitude',
  'source_date',
  'phone_key',
  'address_key',
] as const;

function stagedValues(s: Staged): (string | number | boolean | null)[] {
  const r = s.record;
  if (!r)
    return [s.externalId, false, null, null, null, null, null, null, null, null, null, null, null];
  const location = locationOf(r);
  return [
    s.externalId,
    true,
    clipName(r.name),
    r.category,
    location || 'Location not specified',
    r.zip,
    r.phone,
    r.website,
    r.latitude,
    r.longitude,
    r.sourceDate,
    phoneKey(r.phone),
    addressKey(location),
  ];
}

/* COPY's text format: tab-separated, \N for null, backslash escapes. */
function copyLine(values: (string | number | boolean | null)[]): string {
  return `${values
    .map((v) =>
      v === null
        ? '\\N'
        : String(v).replace(/[\\\t\n\r]/g, (c) =>
            c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
          ),
    )
    .join('\t')}\n`;
}

const CREATE_STAGING = sql.raw(`
  CREATE TEMP TABLE registry_rows (
    seq bigserial, external_id text NOT NULL, usable boolean NOT NULL, name text, category text,
    location text, zip_code text, phone text, website text, latitude float8, longitude float8,
    source_date date, phone_key text, address_key text
  )`);

type Loader = { add(rows: Staged[]): Promise<void>; end(): Promise<void> };

/* PostgreSQL: COPY into the staging table, the fastest way in (decision 059). */
async function copyLoader(client: pg.Client): Promise<Loader> {
  const stream = client.query(copyFrom(`COPY registry_rows (${COLUMNS.join(', ')}) FROM STDIN`));
  const finished = once(stream, 'finish');
  let failed: Error | undefined;
  stream.on('error', (err: Error) => {
    failed = err;
  });
  return {
    async add(rows) {
      if (failed) throw failed;
      if (!stream.write(rows.map((r) => copyLine(stagedValues(r))).join(''))) {
        await Promise.race([once(stream, 'drain'), finished]);
      }
    },
    async end() {
      stream.end();
      await finished;
      if (failed) throw failed;
    },
  };
}

/* The embedded database has no COPY FROM STDIN: one multi-row INSERT per batch. */
function insertLoader(db: Db): Loader {
  return {
    async add(rows) {
      const values = rows.map(stagedValues);
      const column = (i: number) => values.map((v) => v[i] ?? null);
      await db.execute(sql`
        INSERT INTO registry_rows (${sql.raw(COLUMNS.join(', '))})
        SELECT * FROM unnest(
          ${sql.param(column(0))}::text[], ${sql.param(column(1))}::boolean[],
          ${sql.param(column(2))}::text[], ${sql.param(column(3))}::text[],
          ${sql.param(column(4))}::text[], ${sql.param(column(5))}::text[],
          ${sql.param(column(6))}::text[], ${sql.param(column(7))}::text[],
          ${sql.param(column(8))}::float8[], ${sql.param(column(9))}::float8[],
          ${sql.param(column(10))}::date[], ${sql.param(column(11))}::text[],
          ${sql.param(column(12))}::text[])`);
    },
    async end() {},
  };
}

/* Seconds each step took, for the summary (where an import's time goes). */
type Steps = Record<string, number>;

async function timed<T>(steps: Steps, step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    steps[step] = (steps[step] ?? 0) + (performance.now() - started) / 1000;
  }
}

/**
 * The set-based merge of the staged rows into providers, in one transaction (decision 059):
 * records already imported are updated where a field changed; a record matching a listing that
 * exists (same normalised name and phone, or name and address) is linked to it; the rest are
 * added; places of this source and scope that the file no longer lists are retired, unless they
 * have reviews or a business account. Every statement is set-based, so a listing is written whole
 * or not at all.
 */
async function merge(
  tx: Db,
  source: RegistrySource,
  {
    scope,
    dryRun,
    rebuildIndexesFrom,
    mode,
  }: { scope: ImportScope; dryRun: boolean; rebuildIndexesFrom: number; mode: DbMode },
  steps: Steps,
) {
  const count = (step: string, query: ReturnType<typeof sql>) =>
    timed(steps, step, async () => {
      const result = await tx.execute(query);
      return Number(result.rowCount ?? 0);
    });
  const src = sql`${source}::text`;
  /* A record whose listing was merged into another leads to the survivor: never added again. */
  const notMerged = sql`AND NOT EXISTS (
    SELECT 1 FROM place_merges m WHERE m.source = ${src} AND m.external_id = r.external_id)`;
  await count(
    'latest',
    sql.raw(`
    CREATE TEMP TABLE registry_latest AS
      SELECT DISTINCT ON (external_id) * FROM registry_rows ORDER BY external_id, seq DESC`),
  );
  await count('latest', sql.raw('CREATE INDEX ON registry_latest (external_id)'));
  await count('latest', sql.raw('ANALYZE registry_latest'));

  /* NPPES gives no coordinates: its places sit at their ZIP code's centre, marked approximate. */
  const approximate = source === 'nppes';
  const ownCoordinates = !approximate;
  /* Only places the import created and nobody claimed take the registry's fields. */
  const changed = await count(
    'changed',
    sql`
    UPDATE providers p SET
      name = r.name, category = r.category, location = r.location, zip_code = r.zip_code,
      contact_phone = r.phone, website = r.website,
      latitude = coalesce(r.latitude, p.latitude), longitude = coalesce(r.longitude, p.longitude),
      source_date = r.source_date, registry_status = 'imported',
      accommodation_status = CASE WHEN p.registry_status = 'retired' THEN 'verified' ELSE p.accommodation_status END
    FROM registry_latest r
    WHERE p.source = ${src} AND p.external_id = r.external_id AND r.usable
      AND NOT p.registry_linked AND p.business_admin_user_id IS NULL
      AND (p.name, p.category, p.location, p.zip_code, p.contact_phone, p.website, p.source_date,
           p.registry_status ${ownCoordinates ? sql`, p.latitude, p.longitude` : sql``})
        IS DISTINCT FROM (r.name, r.category, r.location, r.zip_code, r.phone, r.website,
           r.source_date, 'imported'::text ${ownCoordinates ? sql`, r.latitude, r.longitude` : sql``})`,
  );
  /* A linked or claimed listing keeps its own fields; only the registry's date and status move. */
  const touched = await count(
    'touched',
    sql`
    UPDATE providers p SET source_date = r.source_date, registry_status = 'imported'
    FROM registry_latest r
    WHERE p.source = ${src} AND p.external_id = r.external_id AND r.usable
      AND (p.registry_linked OR p.business_admin_user_id IS NOT NULL)
      AND (p.source_date, p.registry_status) IS DISTINCT FROM (r.source_date, 'imported'::text)`,
  );

  const linked = await count(
    'linked',
    sql`
    WITH fresh AS (
      SELECT r.* FROM registry_latest r
      WHERE r.usable AND NOT EXISTS (
        SELECT 1 FROM providers p WHERE p.source = ${src} AND p.external_id = r.external_id)
        ${notMerged}
    ), listings AS (
      SELECT id, registry_name_key(name) AS name_key, registry_phone_key(contact_phone) AS phone_key,
             registry_address_key(location) AS address_key
      FROM providers WHERE source IS NULL
    ), pairs AS (
      SELECT f.external_id, l.id, 1 AS strength, f.source_date FROM fresh f
        JOIN listings l ON l.phone_key = f.phone_key AND l.name_key = registry_name_key(f.name)
      UNION ALL
      SELECT f.external_id, l.id, 2, f.source_date FROM fresh f
        JOIN listings l ON l.address_key = f.address_key AND l.name_key = registry_name_key(f.name)
    ), per_listing AS (
      SELECT DISTINCT ON (id) * FROM pairs ORDER BY id, strength, external_id
    ), chosen AS (
      SELECT DISTINCT ON (external_id) * FROM per_listing ORDER BY external_id, strength, id
    )
    UPDATE providers p SET source = ${src}, external_id = c.external_id, source_date = c.source_date,
      registry_status = 'imported', registry_linked = true
    FROM chosen c WHERE p.id = c.id`,
  );

  const [{ n: toAdd } = { n: 0 }] = (
    await tx.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM registry_latest r WHERE r.usable AND NOT EXISTS (
        SELECT 1 FROM providers p WHERE p.source = ${src} AND p.external_id = r.external_id)
        ${notMerged}`)
  ).rows;
  /*
   * A large load goes in without the text and map indexes, which are then built again from their
   * own definitions: building a GIN index is many times faster than adding rows to it one by one.
   * Searches wait meanwhile (DROP INDEX locks the table), so only a load at least as large as what
   * is listed does it; a monthly update adds rows to the indexes as any write does (decision 059).
   */
  const [{ n: listed } = { n: 0 }] = (
    await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM providers`)
  ).rows;
  const rebuild = !dryRun && Number(toAdd) >= Math.max(rebuildIndexesFrom, Number(listed));
  const indexes = rebuild
    ? (
        await tx.execute<{ indexname: string; indexdef: string }>(sql`
          SELECT indexname, indexdef FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename = 'providers'
            AND indexdef ~ 'USING (gin|gist)'`)
      ).rows
    : [];
  for (const index of indexes) {
    await timed(steps, 'drop indexes', () =>
      tx.execute(sql`DROP INDEX ${sql.identifier(index.indexname)}`),
    );
  }
  /*
   * The ZIP code's centre and state, which two row triggers set on every other insert
   * (providers_set_coordinates, providers_set_state), are joined in here for all rows at once:
   * per row, those triggers were most of an insert's time.
   */
  await tx.execute(
    sql.raw(`ALTER TABLE providers DISABLE TRIGGER providers_set_coordinates,
    DISABLE TRIGGER providers_set_state`),
  );
  await tx.execute(sql.raw('CREATE TEMP TABLE registry_added (id integer) ON COMMIT DROP'));
  /*
   * In name order (decision 083): the rows a name search fetches ('Blue Heron Family Dental Pa':
   * 8,750 rows hold 'blue' and 'heron' at 1,100,000) then lie together on disk, 1,898 table pages
   * read instead of 8,167 (18.6 -> 12.3 ms), and the name-ordered indexes grow at their ends (the
   * insert of 1,000,000 rows 75 -> 57 s). An NPI says nothing about where a row is searched from.
   */
  const added = await count(
    'added',
    sql`
    WITH inserted AS (
    INSERT INTO providers (name, category, location, zip_code, contact_phone, website, latitude,
      longitude, state, accommodations, accommodation_status, verification_status, verified, source,
      external_id, source_date, coordinates_approximate, registry_status)
    SELECT r.name, r.category, r.location, r.zip_code, r.phone, r.website,
      coalesce(r.latitude, z.latitude), coalesce(r.longitude, z.longitude),
      coalesce(z.state, provider_state(r.zip_code, r.location)),
      '', 'verified', 'unverified', false, ${src}, r.external_id, r.source_date,
      ${approximate}, 'imported'
    FROM registry_latest r LEFT JOIN zip_centroids z ON z.zip = r.zip_code
    WHERE r.usable AND NOT EXISTS (
      SELECT 1 FROM providers p WHERE p.source = ${src} AND p.external_id = r.external_id)
      ${notMerged}
    ORDER BY r.name, r.external_id
    RETURNING id)
    INSERT INTO registry_added SELECT id FROM inserted`,
  );
  await tx.execute(
    sql.raw(`ALTER TABLE providers ENABLE TRIGGER providers_set_coordinates,
    ENABLE TRIGGER providers_set_state`),
  );
  if (indexes.length > 0 && mode === 'postgres') {
    /* A GIN build sorts in this much memory instead of spilling (the server's, not ours). */
    await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '256MB'`));
  }
  for (const index of indexes) {
    await timed(steps, `index ${index.indexname}`, () => tx.execute(sql.raw(index.indexdef)));
  }

  const doubtful = added > 0 ? await count('doubtful', doubtfulPairs(src)) : 0;

  const inScope = [
    scope.states ? sql`AND p.state = ANY(${sql.param([...scope.states])}::text[])` : sql``,
    scope.categories
      ? sql`AND p.category = ANY(${sql.param([...scope.categories])}::text[])`
      : sql``,
  ];
  /* Retired places are hidden the way every reader already hides a listing (decision 059). */
  const retired = await count(
    'retired',
    sql`
    UPDATE providers p SET registry_status = 'retired', accommodation_status = 'pending'
    WHERE p.source = ${src} AND p.registry_status = 'imported' AND NOT p.registry_linked
      AND p.business_admin_user_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM reviews rv WHERE rv.provider_id = p.id)
      AND NOT EXISTS (SELECT 1 FROM registry_latest r WHERE r.external_id = p.external_id)
      ${inScope[0]} ${inScope[1]}`,
  );
  return { added, linked, doubtful, changed: changed + touched, retired };
}

/*
 * The places this import added that look like a place listed otherwise (decision 063): the same
 * name in the same ZIP code (the phone or the address differ, or it would have been linked), or
 * the same phone or the same address under a similar name (pg_trgm similarity of the name keys).
 * Listed otherwise: not from this registry (two records of one registry are two records), not
 * retired. A phone matches only in the same state and only when at most DOUBTFUL_PHONE_SHARED
 * listings hold it (a chain's switchboard is not a place: 50 branches would make 1,225 pairs). A
 * pair seen before, proposed or kept apart, is never added again (one row per pair).
 */
export const DOUBTFUL_NAME_SIMILARITY = 0.4;
export const DOUBTFUL_PHONE_SHARED = 5;

function doubtfulPairs(src: ReturnType<typeof sql>) {
  return sql`
    WITH fresh AS MATERIALIZED (
      SELECT p.id, p.state, registry_name_key(p.name) AS name_key, left(p.zip_code, 5) AS zip,
             registry_phone_key(p.contact_phone) AS phone_key,
             registry_address_key(p.location) AS address_key
      FROM registry_added a JOIN providers p ON p.id = a.id
    ), listings AS MATERIALIZED (
      SELECT id, state, registry_name_key(name) AS name_key, left(zip_code, 5) AS zip,
             registry_phone_key(contact_phone) AS phone_key,
             registry_address_key(location) AS address_key
      FROM providers
      WHERE source IS DISTINCT FROM ${src} AND registry_status IS DISTINCT FROM 'retired'
    ), crowded AS (
      SELECT phone_key FROM listings WHERE phone_key IS NOT NULL
      GROUP BY phone_key HAVING count(*) > ${DOUBTFUL_PHONE_SHARED}
    ), pairs AS (
      SELECT f.id AS a, l.id AS b, 'name_zip' AS reason, 1 AS strength
        FROM fresh f JOIN listings l ON l.name_key = f.name_key AND l.zip = f.zip
       WHERE f.zip <> ''
      UNION ALL
      SELECT f.id, l.id, 'phone', 2
        FROM fresh f JOIN listings l ON l.phone_key = f.phone_key AND l.state = f.state
       WHERE NOT EXISTS (SELECT 1 FROM crowded c WHERE c.phone_key = f.phone_key)
         AND similarity(l.name_key, f.name_key) >= ${DOUBTFUL_NAME_SIMILARITY}
      UNION ALL
      SELECT f.id, l.id, 'address', 3
        FROM fresh f JOIN listings l ON l.address_key = f.address_key
       WHERE similarity(l.name_key, f.name_key) >= ${DOUBTFUL_NAME_SIMILARITY}
    ), chosen AS (
      SELECT DISTINCT ON (least(a, b), greatest(a, b)) least(a, b) AS first, greatest(a, b) AS second, reason
      FROM pairs ORDER BY least(a, b), greatest(a, b), strength
    )
    INSERT INTO place_duplicate_pairs (first_provider_id, second_provider_id, reason)
    SELECT first, second, reason FROM chosen
    ON CONFLICT (first_provider_id, second_provider_id) DO NOTHING`;
}

class DryRun extends Error {}

/**
 * Reads a registry file into a staging table and merges it into providers (decision 059). With
 * dryRun the same statements run and are rolled back, so the counts are exactly what would change.
 */
export async function importRegistry(
  database: Database,
  reader: RegistryReader,
  options: {
    dryRun?: boolean;
    scope?: ImportScope;
    onRow?: (rows: number) => void;
    /** Called once the file is read, before the merge (the command says so under its bar). */
    onMerge?: () => void;
    /** Rows to add from which the text and map indexes are rebuilt (tests lower it). */
    rebuildIndexesFrom?: number;
  } = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const summary: ImportSummary = {
    source: reader.source,
    dryRun: options.dryRun ?? false,
    rows: 0,
    places: 0,
    skipped: 0,
    bad: { count: 0, first: [] },
    added: 0,
    linked: 0,
    doubtful: 0,
    changed: 0,
    retired: 0,
    seconds: 0,
    steps: {},
  };
  let client: pg.Client | undefined;
  let db: Db;
  if (database.mode === 'postgres') {
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    db = drizzle({ client }) as unknown as Db;
  } else db = database.db;
  try {
    await db.execute(sql.raw('DROP TABLE IF EXISTS registry_rows, registry_latest'));
    await db.execute(CREATE_STAGING);
    const loader = client ? await copyLoader(client) : insertLoader(db);
    let batch: Staged[] = [];
    for await (const event of reader.events) {
      summary.rows += 1;
      if (event.kind === 'record') {
        summary.places += 1;
        batch.push({ externalId: event.record.externalId, usable: true, record: event.record });
      } else if (event.kind === 'bad') {
        summary.bad.count += 1;
        if (summary.bad.first.length < BAD_LINES_KEPT) {
          summary.bad.first.push({ line: event.line, reason: event.reason });
        }
        if (event.externalId) batch.push({ externalId: event.externalId, usable: false });
      } else summary.skipped += 1;
      if (batch.length >= BATCH) {
        await loader.add(batch);
        batch = [];
        options.onRow?.(summary.rows);
      }
    }
    if (batch.length > 0) await loader.add(batch);
    await loader.end();
    summary.steps.read = (performance.now() - started) / 1000;
    options.onMerge?.();
    options.onRow?.(summary.rows);
    try {
      await db.transaction(async (tx) => {
        Object.assign(
          summary,
          await merge(
            tx as unknown as Db,
            reader.source,
            {
              scope: options.scope ?? {},
              dryRun: summary.dryRun,
              rebuildIndexesFrom: options.rebuildIndexesFrom ?? REBUILD_INDEXES_FROM,
              mode: database.mode,
            },
            summary.steps,
          ),
        );
        if (summary.dryRun) throw new DryRun();
      });
    } catch (err) {
      if (!(err instanceof DryRun)) throw err;
    }
  } finally {
    await db
      .execute(sql.raw('DROP TABLE IF EXISTS registry_rows, registry_latest'))
      .catch(() => {});
    await client?.end();
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

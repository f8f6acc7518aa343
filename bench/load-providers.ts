import { sql } from 'drizzle-orm';
import { type Accommodation, ALL_ACCOMMODATIONS } from '../common/catalog/accommodations';
import type { Db } from '../server/db/client';
import { generateDemoData } from '../server/db/seed/generate';
import type { ProviderRow } from '../server/db/seed/rows';

/* The columns a bulk load writes; generated columns (tier_rank, search_text) are left to the database. */
const COLUMNS = [
  'id',
  'name',
  'category',
  'location',
  'zip_code',
  'contact_phone',
  'contact_email',
  'website',
  'accommodations',
  'business_hours',
  'review_count',
  'total_review_count',
  'average_rating',
  'verification_status',
  'verification_notes',
  'verified_at',
  'accommodation_status',
  'verified',
  'verified_percentage',
  'promotion_tier',
  'promotion_status',
  'monthly_promotion_fee',
  'promotion_expires_at',
  'created_at',
  'sensory_match_score',
  'is_community_verified',
  'is_trusted_ally',
  'confirmed_accommodation_bits',
] as const;

/* Generating in slices keeps memory flat at 1,000,000 providers; each slice has its own seed. */
const SLICE = 50_000;
/* One JSON parameter per statement: no bind-parameter limit, one round trip per batch. */
const BATCH = 5_000;

/**
 * Loads `count` deterministic demo providers (ids 1..count) the way a bulk load should: the
 * providers indexes are dropped, rows go in through `INSERT ... SELECT FROM
 * json_populate_recordset` (one JSON parameter per 5,000 rows), and the indexes are rebuilt from
 * their own definitions, so the benchmark measures exactly the migrated schema. Reviews are
 * generated only so the derived fields look real; they are not inserted (search never reads them).
 */
export async function loadProviders(
  db: Db,
  count: number,
  onProgress?: (step: string) => void,
): Promise<void> {
  const indexes = await db.execute<{ indexname: string; indexdef: string }>(sql`
    SELECT indexname, indexdef FROM pg_indexes
    WHERE schemaname = 'public' AND tablename = 'providers' AND indexname <> 'providers_pkey'`);
  for (const { indexname } of indexes.rows) {
    await db.execute(sql.raw(`DROP INDEX "${indexname}"`));
  }
  await insertRows(db, count, onProgress);
  for (const { indexname, indexdef } of indexes.rows) {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '256MB'`));
      await tx.execute(sql.raw(indexdef));
    });
    onProgress?.(`index ${indexname} ${Math.round(performance.now() - started)} ms`);
  }
  // Fresh statistics and visibility map, as autovacuum would leave them on a server.
  await db.execute(sql.raw('VACUUM ANALYZE providers'));
  await db.execute(sql.raw('VACUUM ANALYZE provider_search_words'));
  /*
   * Write the load's dirty pages out now, as a server would have long before anyone searches:
   * otherwise the checkpointer flushes hundreds of megabytes during the timed searches, and
   * their tail measures the disk. Needs a superuser (or pg_checkpoint); skipped without one.
   */
  try {
    await db.execute(sql.raw('CHECKPOINT'));
  } catch (err) {
    onProgress?.(`no CHECKPOINT (${err instanceof Error ? err.message : String(err)})`);
  }
}

async function insertRows(db: Db, count: number, onProgress?: (step: string) => void) {
  const columnList = sql.raw(COLUMNS.join(', '));
  for (let start = 0; start < count; start += SLICE) {
    const size = Math.min(SLICE, count - start);
    const { providers, reviews } = generateDemoData({
      seed: 1000 + start / SLICE,
      providers: size,
      reviews: size * 2,
      users: 400,
    });
    const confirmed = confirmedBits(reviews);
    for (let i = 0; i < providers.length; i += BATCH) {
      const rows = providers.slice(i, i + BATCH).map((p) => ({
        ...toRecord(p, start),
        confirmed_accommodation_bits: confirmed.get(p.id) ?? 0,
      }));
      await db.execute(
        sql`INSERT INTO providers (${columnList}) SELECT ${columnList} FROM json_populate_recordset(null::providers, ${JSON.stringify(rows)}::json)`,
      );
    }
    onProgress?.(`${start + size} rows`);
  }
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('providers', 'id'), ${count + 1}, false)`,
  );
}

/* What families confirmed (recomputeConfirmedAccommodations' rule), from the generated reviews. */
function confirmedBits(reviews: ReturnType<typeof generateDemoData>['reviews']) {
  const bits = new Map<number, number>();
  for (const r of reviews) {
    if (r.status !== 'approved' || r.provider_id == null) continue;
    let mask = bits.get(r.provider_id) ?? 0;
    for (const item of r.verified_accommodations ?? []) {
      const i = ALL_ACCOMMODATIONS.indexOf(item as Accommodation);
      if (i >= 0) mask |= 1 << i;
    }
    bits.set(r.provider_id, mask);
  }
  return bits;
}

function toRecord(p: ProviderRow, idOffset: number): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const column of COLUMNS) record[column] = p[column as keyof ProviderRow] ?? null;
  record.id = p.id + idOffset;
  return record;
}

import { eq, sql } from 'drizzle-orm';
import { ACCOMMODATION_CATEGORIES } from '../../../common/catalog/accommodations';
import { HEADS_UP_TRIGGERS } from '../../../common/catalog/visits';
import {
  AccommodationEvidence,
  type ProfileStats,
  VisitCell,
} from '../../../common/contracts/profile-stats';
import { parseAccommodationsText } from '../../../common/domain/accommodations-text';
import {
  applyListing,
  MINIMUM_VISITS,
  type ProfileAggregates,
  type ProfileProviderFacts,
  type ProfileReviewFacts,
  profileFromAggregates,
  recentCutoff,
  tallyProfile,
} from '../../../common/domain/profile-stats';
import type { Db } from '../../db/client';
import { provider_profile_stats, providers } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/* Five bind parameters a provider. */
const UPSERT_CHUNK = 2000;

const CATALOGUE_ROWS = sql.join(
  ACCOMMODATION_CATEGORIES.flatMap((c) =>
    c.items.map((item) => sql`(${c.key}::text, ${item.trim().toLowerCase()}::text, ${item}::text)`),
  ),
  sql`, `,
);

type AggregateRow = {
  provider_id: number;
  kind: 'a' | 'm' | 'h' | 'v';
  key: string;
  name: string | null;
  n: number;
  recent: number;
  latest: Date | string | null;
  day: number | null;
  time: string | null;
  busyness_sum: number;
};

/**
 * The approved reviews of these providers added up in the database by one statement, with the
 * rules of aggregateReviews (common/domain/profile-stats.ts; a test holds the two to the same
 * answers): only small sums travel, not 2,000 rows of arrays and JSON.
 */
export async function aggregateProfiles(
  tx: Db | Tx,
  providerIds: readonly number[],
  now: Date,
): Promise<Map<number, ProfileAggregates>> {
  const out = new Map<number, ProfileAggregates>();
  for (const id of providerIds) out.set(id, { accommodations: [], headsUp: [], visits: [] });
  if (providerIds.length === 0) return out;
  const ids = `{${providerIds.join(',')}}`;
  const cutoff = recentCutoff(now).toISOString();
  const result = await tx.execute<AggregateRow>(sql`
    WITH r AS MATERIALIZED (
      SELECT id, provider_id, created_at, verified_accommodations AS ticked,
             sensory_ratings -> 'category_matches' AS cm, visit_day, visit_time, busyness, heads_up
        FROM reviews
       WHERE provider_id = ANY(${ids}::int[]) AND status = 'approved'
    ), t AS (
      SELECT r.id, r.provider_id, r.created_at, lower(btrim(a)) AS k, min(btrim(a)) AS name
        FROM r, unnest(r.ticked) AS a
       WHERE btrim(a) <> ''
       GROUP BY r.id, r.provider_id, r.created_at, lower(btrim(a))
    )
    SELECT provider_id, 'a' AS kind, k AS key, min(name) AS name, count(*)::int AS n,
           (count(*) FILTER (WHERE created_at >= ${cutoff}::timestamptz))::int AS recent,
           max(created_at) AS latest, NULL::int AS day, NULL::text AS time, 0 AS busyness_sum
      FROM t GROUP BY provider_id, k
    UNION ALL
    SELECT r.provider_id, 'm', c.k, min(c.name), count(*)::int, 0, NULL, NULL, NULL, 0
      FROM r JOIN (VALUES ${CATALOGUE_ROWS}) AS c(category, k, name)
        ON r.cm ->> c.category = 'false'
     WHERE NOT EXISTS (SELECT 1 FROM unnest(r.ticked) AS a WHERE lower(btrim(a)) = c.k)
     GROUP BY r.provider_id, c.k
    UNION ALL
    SELECT provider_id, 'h', h, NULL, count(*)::int, 0, NULL, NULL, NULL, 0
      FROM (SELECT DISTINCT r.id, r.provider_id, h FROM r, unnest(r.heads_up) AS h) AS x
     GROUP BY provider_id, h
    UNION ALL
    SELECT provider_id, 'v', '', NULL, count(*)::int, 0, NULL, visit_day::int, visit_time,
           sum(busyness)::int
      FROM r
     WHERE visit_day IS NOT NULL AND visit_time IS NOT NULL AND busyness IS NOT NULL
     GROUP BY provider_id, visit_day, visit_time`);
  for (const row of result.rows) {
    const agg = out.get(Number(row.provider_id));
    if (!agg) continue;
    const n = Number(row.n);
    if (row.kind === 'a' || row.kind === 'm') {
      let a = agg.accommodations.find((x) => x.key === row.key);
      if (!a) {
        a = {
          key: row.key,
          name: row.name ?? row.key,
          confirmations: 0,
          recent: 0,
          latest: null,
          mismatches: 0,
        };
        agg.accommodations.push(a);
      }
      if (row.kind === 'a') {
        a.name = row.name ?? a.name;
        a.confirmations = n;
        a.recent = Number(row.recent);
        a.latest = row.latest === null ? null : new Date(row.latest);
      } else {
        a.mismatches = n;
      }
    } else if (row.kind === 'h') {
      agg.headsUp.push({ trigger: row.key, count: n });
    } else {
      agg.visits.push({
        day: Number(row.day),
        time: String(row.time),
        count: n,
        busynessSum: Number(row.busyness_sum),
      });
    }
  }
  return out;
}

/** A provider's listing facts as the profile grades them (decision 028). */
export function listingFacts(row: {
  accommodations: string | null;
  verification_status: string;
  document_verified_accommodations: string | null;
}): ProfileProviderFacts {
  return {
    declared: parseAccommodationsText(row.accommodations).items,
    documentVerified: documentVerifiedItems(row),
  };
}

/** What Approve & Verify covered, while the provider is still verified (decision 045). */
export function documentVerifiedItems(row: {
  verification_status: string;
  document_verified_accommodations: string | null;
}): string[] {
  return row.verification_status === 'verified'
    ? parseAccommodationsText(row.document_verified_accommodations).items
    : [];
}

/**
 * Stores each provider's review tallies (tallyProfile of its approved reviews) in
 * provider_profile_stats. Call it inside the transaction that changed the reviews (via
 * recomputeProviderStats); the listing is applied on read, so listing edits need no rewrite.
 */
export async function writeProfileStats(
  tx: Db | Tx,
  entries: readonly (
    | { providerId: number; reviews: readonly ProfileReviewFacts[] }
    | { providerId: number; aggregates: ProfileAggregates }
  )[],
  now: Date = new Date(),
): Promise<void> {
  const rows = entries.map((entry) => {
    const { providerId } = entry;
    const t =
      'aggregates' in entry
        ? profileFromAggregates(entry.aggregates)
        : tallyProfile(entry.reviews, now);
    const headsUp = Object.fromEntries(t.headsUp.map((h) => [h.trigger, h.count]));
    return sql`(${providerId}::int, ${JSON.stringify(t.evidence)}::jsonb, ${JSON.stringify(headsUp)}::jsonb, ${JSON.stringify(t.visitGrid.cells)}::jsonb, ${t.visitGrid.visitCount}::int)`;
  });
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    await tx.execute(sql`
      INSERT INTO provider_profile_stats AS s
             (provider_id, evidence, heads_up, visit_grid, visit_count, updated_at)
      SELECT v.provider_id, v.evidence, v.heads_up, v.visit_grid, v.visit_count, now()
        FROM (VALUES ${sql.join(rows.slice(i, i + UPSERT_CHUNK), sql`, `)})
          AS v(provider_id, evidence, heads_up, visit_grid, visit_count)
      ON CONFLICT (provider_id) DO UPDATE
         SET evidence = excluded.evidence, heads_up = excluded.heads_up,
             visit_grid = excluded.visit_grid, visit_count = excluded.visit_count,
             updated_at = excluded.updated_at`);
  }
}

const StoredEvidence = AccommodationEvidence.array().catch([]);
const StoredCells = VisitCell.array().length(28).catch([]);

/**
 * The profile page's evidence, heads-up counts and visit grid for one provider: the stored
 * tallies graded against its current listing and verification (one indexed query). A provider
 * without a row (no approved review since the seed) gets its listing, all 'declared', and an
 * empty grid; an unknown provider gets empty stats.
 */
export async function getProfileStats(db: Db | Tx, providerId: number): Promise<ProfileStats> {
  const [row] = await db
    .select({
      accommodations: providers.accommodations,
      verification_status: providers.verification_status,
      document_verified_accommodations: providers.document_verified_accommodations,
      evidence: provider_profile_stats.evidence,
      heads_up: provider_profile_stats.heads_up,
      visit_grid: provider_profile_stats.visit_grid,
      visit_count: provider_profile_stats.visit_count,
    })
    .from(providers)
    .leftJoin(provider_profile_stats, eq(provider_profile_stats.provider_id, providers.id))
    .where(eq(providers.id, providerId));
  const empty = tallyProfile([], new Date());
  if (!row) return empty;
  const cells = StoredCells.parse(row.visit_grid ?? []);
  const headsUpRecord = (row.heads_up ?? {}) as Record<string, unknown>;
  const tallies: ProfileStats = {
    evidence: StoredEvidence.parse(row.evidence ?? []),
    headsUp: HEADS_UP_TRIGGERS.flatMap((trigger) => {
      const count = headsUpRecord[trigger];
      return typeof count === 'number' && Number.isInteger(count) && count > 0
        ? [{ trigger, count }]
        : [];
    }).sort((a, b) => b.count - a.count),
    visitGrid: {
      visitCount: row.visit_count ?? 0,
      minimumVisits: MINIMUM_VISITS,
      cells: cells.length === 28 ? cells : empty.visitGrid.cells,
    },
  };
  return applyListing(tallies, listingFacts(row));
}

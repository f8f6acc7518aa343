import { eq, sql } from 'drizzle-orm';
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
  type ProfileProviderFacts,
  type ProfileReviewFacts,
  tallyProfile,
} from '../../../common/domain/profile-stats';
import type { Db } from '../../db/client';
import { provider_profile_stats, providers, reviews } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/* Five bind parameters a provider. */
const UPSERT_CHUNK = 2000;

/** The review columns computeProfileStats reads, for a select next to other columns. */
export const profileReviewColumns = {
  created_at: reviews.created_at,
  ticked: reviews.verified_accommodations,
  categoryMatches: sql<Record<
    string,
    unknown
  > | null>`${reviews.sensory_ratings} -> 'category_matches'`,
  visit_day: reviews.visit_day,
  visit_time: reviews.visit_time,
  busyness: reviews.busyness,
  heads_up: reviews.heads_up,
};

/** A provider's listing facts as the profile grades them (decision 028). */
export function listingFacts(row: {
  accommodations: string | null;
  verification_status: string;
}): ProfileProviderFacts {
  return {
    declared: parseAccommodationsText(row.accommodations).items,
    documentVerified: row.verification_status === 'verified',
  };
}

/**
 * Stores each provider's review tallies (tallyProfile of its approved reviews) in
 * provider_profile_stats. Call it inside the transaction that changed the reviews (via
 * recomputeProviderStats); the listing is applied on read, so listing edits need no rewrite.
 */
export async function writeProfileStats(
  tx: Db | Tx,
  entries: readonly { providerId: number; reviews: readonly ProfileReviewFacts[] }[],
  now: Date = new Date(),
): Promise<void> {
  const rows = entries.map(({ providerId, reviews: approved }) => {
    const t = tallyProfile(approved, now);
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

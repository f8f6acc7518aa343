import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { parseAccommodationsText } from '../../../common/domain/accommodations-text';
import {
  type ApprovedReviewFacts,
  computeProviderStats,
  providerStatsColumns,
} from '../../../common/domain/provider-stats';
import type { Db } from '../../db/client';
import { providers, reviews } from '../../db/schema';
import { recomputeConfirmedAccommodations } from './confirmed-accommodations';
import { aggregateProfiles, writeProfileStats } from './profile-stats';

/* Eight bind parameters a provider: 2,000 stay far below PostgreSQL's 65,535. */
const UPDATE_CHUNK = 2000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Rewrites the derived fields of these providers (total_review_count, review_count,
 * average_rating and rating_count from chosen ratings only (decision 039), verified_percentage, sensory_match_score, is_community_verified,
 * is_trusted_ally) from their approved reviews. Call it whenever a review is approved, rejected,
 * reverted or deleted, inside the same transaction when there is one. It also rewrites the
 * profile page's tallies (provider_profile_stats: evidence, heads-up counts, visit grid) from the
 * same single read of the approved reviews.
 *
 * The provider rows are locked (in id order, so two callers cannot deadlock) before the reviews
 * are read: two moderators approving reviews of one business at the same moment then run one
 * after the other, and the second sees the first's approval instead of overwriting it.
 */
export async function recomputeProviderStats(
  db: Db | Tx,
  providerIds: readonly number[],
  /** Providers per UPDATE statement (a parameter so a test can cross a chunk boundary). */
  chunkSize = UPDATE_CHUNK,
  /** 'Now' for the 24-month rule of the profile's evidence (a parameter for tests). */
  now: Date = new Date(),
): Promise<void> {
  const ids = [...new Set(providerIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    const listed = await tx
      .select({ id: providers.id, accommodations: providers.accommodations })
      .from(providers)
      .where(inArray(providers.id, ids))
      .orderBy(asc(providers.id))
      .for('update');
    if (listed.length === 0) return;

    const approved = await tx
      .select({
        provider_id: reviews.provider_id,
        user_id: reviews.user_id,
        overall_rating: reviews.overall_rating,
        rating_chosen: reviews.rating_chosen,
        is_verified: reviews.is_verified,
        verified_accommodations: reviews.verified_accommodations,
      })
      .from(reviews)
      .where(
        and(
          inArray(
            reviews.provider_id,
            listed.map((p) => p.id),
          ),
          eq(reviews.status, 'approved'),
        ),
      );
    const byProvider = new Map<number, ApprovedReviewFacts[]>();
    for (const { provider_id, ...facts } of approved) {
      if (provider_id === null) continue;
      const list = byProvider.get(provider_id) ?? [];
      list.push(facts);
      byProvider.set(provider_id, list);
    }

    /* One UPDATE for every provider (a bulk moderation touches hundreds): the values are
     * computed here, where the rules live (common/domain/provider-stats.ts), and joined in. */
    const rows = listed.map((provider) => {
      const c = providerStatsColumns(
        computeProviderStats(
          parseAccommodationsText(provider.accommodations).items,
          byProvider.get(provider.id) ?? [],
        ),
      );
      return sql`(${provider.id}::int, ${c.total_review_count}::int, ${c.average_rating}::numeric, ${c.rating_count}::int, ${c.verified_percentage}::int, ${c.sensory_match_score}::int, ${c.is_community_verified}::boolean, ${c.is_trusted_ally}::boolean)`;
    });
    for (let i = 0; i < rows.length; i += chunkSize) {
      await tx.execute(sql`
      UPDATE providers AS p
         SET total_review_count = v.total_review_count,
             review_count = v.total_review_count,
             average_rating = v.average_rating,
             rating_count = v.rating_count,
             verified_percentage = v.verified_percentage,
             sensory_match_score = v.sensory_match_score,
             is_community_verified = v.is_community_verified,
             is_trusted_ally = v.is_trusted_ally
        FROM (VALUES ${sql.join(rows.slice(i, i + chunkSize), sql`, `)})
          AS v(id, total_review_count, average_rating, rating_count, verified_percentage, sensory_match_score,
               is_community_verified, is_trusted_ally)
       WHERE p.id = v.id`);
    }
    /* The profile's tallies are summed by the database (one statement), not from these rows. */
    const aggregates = await aggregateProfiles(
      tx,
      listed.map((p) => p.id),
      now,
    );
    await writeProfileStats(
      tx,
      [...aggregates].map(([providerId, a]) => ({ providerId, aggregates: a })),
      now,
    );
    /* What families confirmed, for search's 'confirmed by families only' filter (decision 030). */
    await recomputeConfirmedAccommodations(
      tx,
      listed.map((p) => p.id),
    );
  });
}

import { sql } from 'drizzle-orm';
import { PROMOTION_TIERS, type PromotionSummary } from '../../../common/contracts/promotion';
import type { Db } from '../../db/client';

type SummaryRow = Record<string, string | number | null>;

/**
 * The dashboard's figures in one pass over providers: providers per tier and status, monthly
 * revenue (fees of active promotions: tier_rank > 0 is exactly "active and not basic", the same
 * test search ordering uses, decision 006) and the verification rate (mean verified_percentage of
 * listed providers with at least one approved review; decision 017).
 */
export async function getPromotionSummary(db: Db): Promise<PromotionSummary> {
  const counts = PROMOTION_TIERS.flatMap((tier) =>
    (['active', 'inactive'] as const).map(
      (status) =>
        sql`count(*) FILTER (WHERE promotion_tier = ${tier} AND promotion_status = ${status}) AS ${sql.identifier(`${tier}_${status}`)}`,
    ),
  );
  const result = await db.execute(sql`
    SELECT ${sql.join(counts, sql`, `)},
      coalesce(sum(monthly_promotion_fee) FILTER (WHERE tier_rank > 0), 0) AS revenue,
      round(avg(verified_percentage) FILTER (WHERE accommodation_status <> 'pending' AND total_review_count > 0), 1) AS rate,
      count(*) FILTER (WHERE accommodation_status <> 'pending' AND total_review_count > 0) AS rate_over
    FROM providers`);
  const row = (result.rows[0] ?? {}) as SummaryRow;
  return {
    tiers: PROMOTION_TIERS.map((tier) => ({
      tier,
      active: Number(row[`${tier}_active`] ?? 0),
      inactive: Number(row[`${tier}_inactive`] ?? 0),
    })),
    monthlyRevenue: Number(row.revenue ?? 0),
    verificationRate: row.rate === null || row.rate === undefined ? null : Number(row.rate),
    verificationRateOver: Number(row.rate_over ?? 0),
  };
}

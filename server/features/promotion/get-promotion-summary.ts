import { sql } from 'drizzle-orm';
import { PROMOTION_TIERS, type PromotionSummary } from '../../../common/contracts/promotion';
import type { Db } from '../../db/client';
import { promotionExpired, promotionRunning } from './promotion-item';

type SummaryRow = Record<string, string | number | null>;

/* Per tier, "active" counts what runs; an active basic row (old data) stays counted as active. */
const running = sql`(promotion_status = 'active' AND NOT ${promotionExpired})`;

/**
 * The dashboard's figures in one pass over providers: providers per tier and status, monthly
 * revenue (fees of running promotions: active, not basic and not expired, computed here rather
 * than read from tier_rank, which follows an expiry only once expirePromotions has run; decisions
 * 006, 041) and the verification rate (mean verified_percentage of listed providers with at least
 * one approved review; decision 017).
 */
export async function getPromotionSummary(db: Db): Promise<PromotionSummary> {
  const counts = PROMOTION_TIERS.flatMap((tier) =>
    (['active', 'inactive'] as const).map(
      (status) =>
        sql`count(*) FILTER (WHERE promotion_tier = ${tier} AND ${status === 'active' ? running : sql`NOT ${running}`}) AS ${sql.identifier(`${tier}_${status}`)}`,
    ),
  );
  const result = await db.execute(sql`
    SELECT ${sql.join(counts, sql`, `)},
      coalesce(sum(monthly_promotion_fee) FILTER (WHERE ${promotionRunning}), 0) AS revenue,
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

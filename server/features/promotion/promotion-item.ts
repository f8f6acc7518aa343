import { sql } from 'drizzle-orm';
import type { PromotionItem } from '../../../common/contracts/promotion';
import { providers } from '../../db/schema';

/*
 * A promotion ends at its expiry, whatever its stored status says (decision 041): read time
 * decides, so the list, the figures and the toggle agree even before expirePromotions has
 * brought the stored status (and with it search's tier_rank) in line.
 */
export const promotionExpired = sql<boolean>`coalesce(${providers.promotion_expires_at} <= now(), false)`;
export const promotionRunning = sql`(${providers.promotion_status} = 'active' AND ${providers.promotion_tier} <> 'basic' AND NOT ${promotionExpired})`;

/** The provider columns the dashboard shows for one promotion. */
export const promotionColumns = {
  id: providers.id,
  name: providers.name,
  category: providers.category,
  location: providers.location,
  tier: providers.promotion_tier,
  status: sql<
    PromotionItem['status']
  >`CASE WHEN ${providers.promotion_status} = 'active' AND NOT ${promotionExpired} THEN 'active' ELSE 'inactive' END`,
  expired: promotionExpired,
  monthlyFee: providers.monthly_promotion_fee,
  expiresAt: providers.promotion_expires_at,
  verifiedPercentage: providers.verified_percentage,
};

type Row = Omit<PromotionItem, 'expiresAt'> & { expiresAt: Date | null };

export function toPromotionItem(row: Row): PromotionItem {
  return {
    ...row,
    monthlyFee: Number(row.monthlyFee),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString().slice(0, 10) : null,
  };
}

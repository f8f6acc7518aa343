import type { PromotionItem } from '../../../common/contracts/promotion';
import { providers } from '../../db/schema';

/** The provider columns the dashboard shows for one promotion. */
export const promotionColumns = {
  id: providers.id,
  name: providers.name,
  category: providers.category,
  location: providers.location,
  tier: providers.promotion_tier,
  status: providers.promotion_status,
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

import { asc, count, desc, ne } from 'drizzle-orm';
import { PROMOTED_PAGE_SIZE, type PromotedResponse } from '../../../common/contracts/promotion';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { promotionColumns, toPromotionItem } from './promotion-item';

/**
 * Promoted providers (tier not basic), highest monthly fee first (spec §7 'Promotion'), one page
 * at a time along providers_promoted_idx.
 */
export async function getPromotedProviders(db: Db, page: number): Promise<PromotedResponse> {
  const promoted = ne(providers.promotion_tier, 'basic');
  const [rows, [total]] = await Promise.all([
    db
      .select(promotionColumns)
      .from(providers)
      .where(promoted)
      .orderBy(desc(providers.monthly_promotion_fee), asc(providers.id))
      .limit(PROMOTED_PAGE_SIZE)
      .offset((page - 1) * PROMOTED_PAGE_SIZE),
    db.select({ n: count() }).from(providers).where(promoted),
  ]);
  return {
    items: rows.map(toPromotionItem),
    page,
    pageSize: PROMOTED_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}

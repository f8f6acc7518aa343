import { eq } from 'drizzle-orm';
import type { PromotionItem } from '../../../common/contracts/promotion';
import type { DbOrTx } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { promotionColumns, toPromotionItem } from './promotion-item';

/** One provider's promotion settings, for the admin's "set a promotion" form. */
export async function getProviderPromotion(db: DbOrTx, providerId: number): Promise<PromotionItem> {
  const [row] = await db
    .select(promotionColumns)
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!row) throw AppError.notFound('Provider not found.', 'PROVIDER_NOT_FOUND');
  return toPromotionItem(row);
}

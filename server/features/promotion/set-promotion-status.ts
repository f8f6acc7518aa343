import { eq } from 'drizzle-orm';
import type { PromotionItem, PromotionStatusBody } from '../../../common/contracts/promotion';
import {
  ADMIN_REVIEW_DESK_MESSAGES,
  PROMOTION_EXPIRY_MESSAGES,
} from '../../../common/messages/admin';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { writeAudit } from '../audit/write-audit';
import { getProviderPromotion } from './get-provider-promotion';
import { promotionExpired } from './promotion-item';

/**
 * The dashboard's activate/deactivate toggle, audited as 'activate' / 'deactivate' in the same
 * transaction. Search ordering follows at once: tier_rank is a generated column (decision 006).
 * Setting the status it already has changes nothing and writes no audit row.
 */
export async function setPromotionStatus(
  db: Db,
  input: { admin: SessionUser; providerId: number } & PromotionStatusBody,
): Promise<PromotionItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        tier: providers.promotion_tier,
        status: providers.promotion_status,
        expired: promotionExpired,
      })
      .from(providers)
      .where(eq(providers.id, input.providerId))
      .for('update');
    if (!row) throw AppError.notFound('Provider not found.', 'PROVIDER_NOT_FOUND');
    if (input.status === 'active' && row.expired) {
      /* It would end again at once (decision 041): a later expiry date comes first. */
      throw AppError.conflict('PROMOTION_EXPIRED', PROMOTION_EXPIRY_MESSAGES.cannotActivate);
    }
    if (row.status !== input.status) {
      if (input.status === 'active' && row.tier === 'basic') {
        throw AppError.conflict(
          'BASIC_NOT_PROMOTABLE',
          ADMIN_REVIEW_DESK_MESSAGES.promotion.basicCannotBeActive,
        );
      }
      await tx
        .update(providers)
        .set({ promotion_status: input.status })
        .where(eq(providers.id, input.providerId));
      await writeAudit(tx, {
        admin: input.admin,
        action: input.status === 'active' ? 'activate' : 'deactivate',
        targetType: 'provider',
        targetId: input.providerId,
        notes: `${row.tier} promotion ${input.status === 'active' ? 'activated' : 'deactivated'}`,
      });
    }
    return getProviderPromotion(tx, input.providerId);
  });
}

import { eq } from 'drizzle-orm';
import type { PromotionItem, UpdatePromotionBody } from '../../../common/contracts/promotion';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import { writeAudit } from '../audit/write-audit';
import { getProviderPromotion } from './get-provider-promotion';

/**
 * An admin sets a provider's tier, monthly fee and expiry date, audited as 'update_promotion' in
 * the same transaction. Basic means no promotion, so a provider moved to basic is also made
 * inactive: an "active basic" would count nowhere (search, badge, revenue) and only confuse.
 * The expiry date is kept as the end of that day (UTC); a date already past ends the promotion
 * now, as expirePromotions would (decision 041).
 */
export async function updatePromotion(
  db: Db,
  input: { admin: SessionUser; providerId: number } & UpdatePromotionBody,
  now = new Date(),
): Promise<PromotionItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: providers.id, status: providers.promotion_status })
      .from(providers)
      .where(eq(providers.id, input.providerId))
      .for('update');
    if (!row) throw AppError.notFound('Provider not found.', 'PROVIDER_NOT_FOUND');
    const fee = Math.round(input.monthlyFee * 100) / 100;
    const expiresAt = input.expiresAt ? new Date(`${input.expiresAt}T23:59:59Z`) : null;
    const ended = input.tier === 'basic' || (expiresAt !== null && expiresAt <= now);
    const status = ended ? 'inactive' : row.status;
    await tx
      .update(providers)
      .set({
        promotion_tier: input.tier,
        monthly_promotion_fee: fee,
        promotion_expires_at: expiresAt,
        promotion_status: status,
      })
      .where(eq(providers.id, input.providerId));
    await writeAudit(tx, {
      admin: input.admin,
      action: 'update_promotion',
      targetType: 'provider',
      targetId: input.providerId,
      notes: `tier ${input.tier}, monthly fee ${fee.toFixed(2)}, expires ${input.expiresAt ?? 'never'}, ${status}`,
    });
    return getProviderPromotion(tx, input.providerId);
  });
}

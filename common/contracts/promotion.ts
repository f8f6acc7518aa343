import { z } from 'zod';
import { ADMIN_REVIEW_DESK_MESSAGES } from '../messages/admin';
import { isIsoDate } from './verification';

/** Promotion Dashboard (provider-admin-side.md §2, §4 'Promotion', §9). */

export const PROMOTION_TIERS = ['basic', 'enhanced', 'premium'] as const;
export const PROMOTION_STATUSES = ['active', 'inactive'] as const;
export const PROMOTED_PAGE_SIZE = 50;
/** numeric(10, 2): the largest fee the column holds. */
export const MAX_MONTHLY_FEE = 99_999_999.99;

/** A fee of 0 or more with at most two decimals (cents), as the form and the server check it. */
export function isValidFee(value: number): boolean {
  if (!Number.isFinite(value) || value < 0 || value > MAX_MONTHLY_FEE) return false;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

export const PromotionSummary = z.object({
  /** Providers per tier, each split by promotion status (an expired promotion is inactive). */
  tiers: z.array(
    z.object({
      tier: z.enum(PROMOTION_TIERS),
      active: z.number().int(),
      inactive: z.number().int(),
    }),
  ),
  /** Sum of monthly_promotion_fee over running promotions: active, not basic, not expired. */
  monthlyRevenue: z.number(),
  /**
   * Mean verified_percentage over listed providers (visible in search) that have at least one
   * approved review, to one decimal; null when there is none (decision 017).
   */
  verificationRate: z.number().nullable(),
  /** How many providers the verification rate is the mean of. */
  verificationRateOver: z.number().int(),
});
export type PromotionSummary = z.infer<typeof PromotionSummary>;

export const PromotionItem = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  location: z.string(),
  tier: z.enum(PROMOTION_TIERS),
  status: z.enum(PROMOTION_STATUSES),
  monthlyFee: z.number(),
  /** 'YYYY-MM-DD' or null. */
  expiresAt: z.string().nullable(),
  /** The expiry has passed: the promotion has ended, whatever was switched on (decision 041). */
  expired: z.boolean(),
  verifiedPercentage: z.number().int(),
});
export type PromotionItem = z.infer<typeof PromotionItem>;

export const PromotedQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const PromotedResponse = z.object({
  items: z.array(PromotionItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type PromotedResponse = z.infer<typeof PromotedResponse>;

export const PromotionStatusBody = z.object({ status: z.enum(PROMOTION_STATUSES) });
export type PromotionStatusBody = z.infer<typeof PromotionStatusBody>;

export const UpdatePromotionBody = z.object({
  tier: z.enum(PROMOTION_TIERS),
  monthlyFee: z
    .number()
    .refine(isValidFee, { message: ADMIN_REVIEW_DESK_MESSAGES.promotion.invalidFee }),
  expiresAt: z
    .string()
    .refine(isIsoDate, { message: 'Please enter a date as YYYY-MM-DD' })
    .nullable(),
});
export type UpdatePromotionBody = z.infer<typeof UpdatePromotionBody>;

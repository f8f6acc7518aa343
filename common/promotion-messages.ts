/** What the Promotion Dashboard says about a promotion's end (decision 041). */
export const PROMOTION_EXPIRY_MESSAGES = {
  cannotActivate:
    'This promotion has expired. Set a later expiry date with Edit before switching it on.',
  expired: 'Expired',
  revenueDetail: 'Fees of active promotions that have not expired',
} as const;

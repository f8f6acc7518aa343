/**
 * The session (/api/me) and what hangs under it (decision 052). `meKeys.all` is a prefix of every
 * key here: refreshing the session also refreshes my reviews, review statuses and reviewer trust.
 */
const all = ['me'] as const;
const reviewStatuses = [...all, 'review-status'] as const;

export const meKeys = {
  all,
  reviews: () => [...all, 'reviews'] as const,
  reviewStatuses: () => reviewStatuses,
  reviewStatus: (userId: string, providerId: number) =>
    [...reviewStatuses, userId, providerId] as const,
  reviewerTrust: (userId: string) => [...all, 'reviewer-trust', userId] as const,
  locale: () => [...all, 'locale'] as const,
};

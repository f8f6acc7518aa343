/**
 * Every admin queue's query keys (decision 052). A mutation invalidates a queue by its prefix
 * (`adminKeys.practitioners.all`), which matches every page and filter of that queue.
 */
const all = ['admin'] as const;
const practitioners = [...all, 'practitioners'] as const;
const verification = [...all, 'verification', 'queue'] as const;
const pendingReviews = [...all, 'reviews', 'pending'] as const;
const reviewReports = [...all, 'review-reports'] as const;
const duplicateEmails = [...all, 'duplicate-emails'] as const;
const pendingPhotos = [...all, 'photos', 'pending'] as const;
const promotion = [...all, 'promotion'] as const;

export const adminKeys = {
  practitioners: {
    all: practitioners,
    list: <F>(filters: F) => [...practitioners, filters] as const,
  },
  verification: {
    all: verification,
    list: <F>(filters: F) => [...verification, filters] as const,
  },
  pendingReviews: {
    all: pendingReviews,
    list: <F>(filters: F) => [...pendingReviews, filters] as const,
  },
  reviewReports: { all: reviewReports },
  duplicateEmails: {
    all: duplicateEmails,
    list: <F>(filters: F) => [...duplicateEmails, filters] as const,
  },
  pendingPhotos: {
    all: pendingPhotos,
    list: <F>(filters: F) => [...pendingPhotos, filters] as const,
  },
  promotion: {
    /* The picker's lookups sit under it too: a promotion change refreshes them as well. */
    all: promotion,
    summary: () => [...promotion, 'summary'] as const,
    providers: (page: number) => [...promotion, 'providers', page] as const,
    provider: (providerId: number) => [...promotion, 'provider', providerId] as const,
    find: (q: string) => [...promotion, 'find', q] as const,
  },
};

import type { PendingQueueResponse } from '@common/contracts/moderation';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

/** The review queue unfiltered, newest first (get-pending-reviews.ts's plain filters). */
export const PLAIN_PENDING_REVIEWS = { q: '', state: '', sort: 'newest' } as const;

/**
 * The plain queue under the key and address of `pendingReviewsQueryOptions()`, without the filter
 * contract and zod behind that module (85 KB): first-page.ts asks for it from the entry, beside
 * the session, before any of /admin's code has arrived (decision 048).
 */
export const plainPendingReviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.pendingReviews.list(PLAIN_PENDING_REVIEWS),
    queryFn: ({ pageParam, signal }) =>
      api<PendingQueueResponse>(
        `/api/admin/reviews/pending${pageParam === null ? '' : `?cursor=${pageParam}`}`,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

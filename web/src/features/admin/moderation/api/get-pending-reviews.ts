import { type AdminQueueSort, adminQueueSearch } from '@common/contracts/admin-queue-params';
import type { PendingQueueResponse } from '@common/contracts/moderation';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';
import { PLAIN_PENDING_REVIEWS } from './plain-pending-reviews';

export type PendingReviewsFilters = { q: string; state: string; sort: AdminQueueSort };
const PLAIN: PendingReviewsFilters = { ...PLAIN_PENDING_REVIEWS };

export function getPendingReviews(
  cursor: number | null,
  signal?: AbortSignal,
  { q, state, sort }: PendingReviewsFilters = PLAIN,
): Promise<PendingQueueResponse> {
  const query = adminQueueSearch(
    { q, state, sort: sort === 'newest' ? undefined : sort },
    { cursor },
  );
  return api<PendingQueueResponse>(`/api/admin/reviews/pending${query}`, { signal });
}

/** The queue as filtered (decision 046); with no argument, the plain newest-first queue. */
export const pendingReviewsQueryOptions = (filters: PendingReviewsFilters = PLAIN) =>
  infiniteQueryOptions({
    queryKey: adminKeys.pendingReviews.list(filters),
    queryFn: ({ pageParam, signal }) => getPendingReviews(pageParam, signal, filters),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function usePendingReviews(filters: PendingReviewsFilters = PLAIN) {
  return useInfiniteQuery({
    ...pendingReviewsQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}

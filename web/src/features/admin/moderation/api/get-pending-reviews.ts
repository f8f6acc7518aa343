import type { PendingQueueResponse } from '@common/contracts/moderation';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const pendingReviewsKey = ['admin', 'reviews', 'pending'] as const;

export function getPendingReviews(
  cursor: number | null,
  signal?: AbortSignal,
): Promise<PendingQueueResponse> {
  const query = cursor ? `?cursor=${cursor}` : '';
  return api<PendingQueueResponse>(`/api/admin/reviews/pending${query}`, { signal });
}

export const pendingReviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: pendingReviewsKey,
    queryFn: ({ pageParam, signal }) => getPendingReviews(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function usePendingReviews() {
  return useInfiniteQuery(pendingReviewsQueryOptions());
}

import type { PublishedReviewsResponse, ReviewSort } from '@common/contracts/provider-profile';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { api } from '@web/lib/api';

export type ReviewListFilter = { sort: ReviewSort; accommodation: string | null };

export const publishedReviewsQueryOptions = (id: number, filter: ReviewListFilter, limit = 10) =>
  infiniteQueryOptions({
    queryKey: providerKeys.reviewPage(id, filter, limit),
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams({ sort: filter.sort, limit: String(limit) });
      if (filter.accommodation) params.set('accommodation', filter.accommodation);
      if (pageParam !== null) params.set('cursor', String(pageParam));
      return api<PublishedReviewsResponse>(`/api/providers/${id}/reviews?${params}`, { signal });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
    retry: false,
  });

export function usePublishedReviews(id: number, filter: ReviewListFilter, limit?: number) {
  return useInfiniteQuery(publishedReviewsQueryOptions(id, filter, limit));
}

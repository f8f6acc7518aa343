import type { SearchResponse } from '@common/contracts/providers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type SearchInput = { q: string; group: string | null };

export const searchQueryOptions = ({ q, group }: SearchInput) =>
  infiniteQueryOptions({
    queryKey: ['providers', 'search', q, group] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (group) params.set('group', group);
      params.set('page', String(pageParam));
      return api<SearchResponse>(`/api/providers/search?${params}`, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 60_000,
  });

export function useProviderSearch(input: SearchInput) {
  return useInfiniteQuery({
    ...searchQueryOptions(input),
    enabled: Boolean(input.q || input.group),
  });
}

import type { SearchResponse } from '@common/contracts/providers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuth } from '../../auth/auth-provider';

export type SearchInput = {
  q: string;
  group: string | null;
  /** 'best-match': 'Best match for me' (signed-in members with needs; decision 031). */
  sort?: string | null;
};

/*
 * `viewer` (who is signed in, with which needs) is part of the key: a signed-in member's cards
 * say how well each place fits their needs, so another account or new needs must refetch.
 */
export const searchQueryOptions = ({ q, group, sort = null }: SearchInput, viewer = '') =>
  infiniteQueryOptions({
    queryKey: ['providers', 'search', q, group, sort, viewer] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (group) params.set('group', group);
      if (sort) params.set('sort', sort);
      params.set('page', String(pageParam));
      return api<SearchResponse>(`/api/providers/search?${params}`, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 60_000,
  });

export function useProviderSearch(input: SearchInput) {
  const { user, profile } = useAuth();
  const viewer = user ? `${user.id}:${(profile?.accommodations ?? []).join('|')}` : '';
  return useInfiniteQuery({
    ...searchQueryOptions(input, viewer),
    enabled: Boolean(input.q || input.group),
  });
}

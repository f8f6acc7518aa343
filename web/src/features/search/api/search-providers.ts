import type { SearchResponse } from '@common/contracts/providers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { NO_REFINEMENT, type Refinement, writeRefinement } from '../lib/refinement';

export type SearchInput = { q: string; group: string | null; refine?: Refinement };

export const searchQueryOptions = ({ q, group, refine = NO_REFINEMENT }: SearchInput) =>
  infiniteQueryOptions({
    queryKey: ['providers', 'search', q, group, refine] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = writeRefinement(new URLSearchParams(), refine);
      if (q) params.set('q', q);
      if (group) params.set('group', group);
      params.set('page', String(pageParam));
      return api<SearchResponse>(`/api/providers/search?${params}`, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 60_000,
    /*
     * Changing a filter keeps the current results on screen until the new ones arrive (and focus
     * in the filters); a new line or category shows the spinner and then moves focus as before.
     */
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === q && previousQuery?.queryKey[3] === group
        ? previous
        : undefined,
    /* An unknown ZIP (400) will not become known by asking again. */
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
  });

export function useProviderSearch(input: SearchInput) {
  return useInfiniteQuery({
    ...searchQueryOptions(input),
    enabled: Boolean(input.q || input.group || input.refine?.near),
  });
}

import type { SearchResponse } from '@common/contracts/providers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '@web/features/auth/auth-provider';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { ApiError, api } from '@web/lib/api';
import { pageLocale } from '@web/lib/i18n/apply-locale';
import { NO_REFINEMENT, type Refinement, writeRefinement } from '../lib/refinement';

export type SearchInput = {
  q: string;
  group: string | null;
  /** Filters, radius, distance order (decision 030). */
  refine?: Refinement;
  /** 'best-match': 'Best match for me' (signed-in members with needs; decision 031). */
  sort?: string | null;
};

/*
 * `viewer` (who is signed in, with which needs) is part of the key: a signed-in member's cards
 * say how well each place fits their needs, so another account or new needs must refetch.
 */
export const searchQueryOptions = (
  { q, group, refine = NO_REFINEMENT, sort = null }: SearchInput,
  viewer = '',
  /* The answer's words (the understood line, the nearest places' nouns) are in it (decision 073). */
  lang = pageLocale(),
) =>
  infiniteQueryOptions({
    queryKey: providerKeys.search(q, group, refine, sort, viewer, lang),
    queryFn: ({ pageParam, signal }) => {
      const params = writeRefinement(new URLSearchParams(), refine);
      if (q) params.set('q', q);
      if (group) params.set('group', group);
      if (sort && !params.has('sort')) params.set('sort', sort);
      params.set('page', String(pageParam));
      params.set('lang', lang);
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
  const { user, profile } = useAuth();
  const viewer = user ? `${user.id}:${(profile?.accommodations ?? []).join('|')}` : '';
  return useInfiniteQuery({
    ...searchQueryOptions(input, viewer),
    enabled: Boolean(input.q || input.group || input.refine?.near),
  });
}

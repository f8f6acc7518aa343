import type { SearchFacets } from '@common/contracts/search-filters';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { api } from '@web/lib/api';
import { NO_REFINEMENT, writeRefinement } from '../lib/refinement';
import type { SearchInput } from './search-providers';

export const searchFacetsQueryOptions = ({ q, group, refine = NO_REFINEMENT }: SearchInput) =>
  queryOptions({
    queryKey: providerKeys.facets(q, group, refine),
    queryFn: ({ signal }) => {
      const params = writeRefinement(new URLSearchParams(), refine);
      if (q) params.set('q', q);
      if (group) params.set('group', group);
      return api<{ facets: SearchFacets | null }>(`/api/providers/facets?${params}`, { signal });
    },
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** How many results each filter would leave, for the filters panel. */
export function useSearchFacets(input: SearchInput) {
  return useQuery({
    ...searchFacetsQueryOptions(input),
    enabled: Boolean(input.q || input.group || input.refine?.near),
  });
}

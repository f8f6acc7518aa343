import type { ProviderProfile } from '@common/contracts/provider-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { api } from '@web/lib/api';

export const providerProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: providerKeys.profile(id),
    queryFn: ({ signal }) => api<ProviderProfile>(`/api/providers/${id}/profile`, { signal }),
    staleTime: 60_000,
    /* A 404 (unknown or not public) is an answer: do not ask again. */
    retry: false,
  });

export function useProviderProfile(id: number) {
  return useQuery(providerProfileQueryOptions(id));
}

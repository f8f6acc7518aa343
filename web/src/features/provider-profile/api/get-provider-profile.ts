import type { ProviderProfile } from '@common/contracts/provider-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { providerKeys } from '../../providers/api/provider-keys';

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

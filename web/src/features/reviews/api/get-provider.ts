import type { ProviderCard } from '@common/contracts/providers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { api } from '@web/lib/api';

/** One provider, used to preselect the business from /review?provider={id}. */
export const providerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: providerKeys.one(id),
    queryFn: ({ signal }) => api<ProviderCard>(`/api/providers/${id}`, { signal }),
    staleTime: 60_000,
    /* A 404 (unknown or pending) is an answer, not a hiccup: do not ask again. */
    retry: false,
  });

export function useProvider(id: number | null) {
  return useQuery({ ...providerQueryOptions(id ?? 0), enabled: id !== null });
}

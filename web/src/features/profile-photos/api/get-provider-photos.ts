import type { PublicPhotosResponse } from '@common/contracts/photos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const providerPhotosQueryKey = (providerId: number) =>
  ['providers', providerId, 'photos'] as const;

export const providerPhotosQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: providerPhotosQueryKey(providerId),
    queryFn: ({ signal }) =>
      api<PublicPhotosResponse>(`/api/providers/${providerId}/photos`, { signal }),
    retry: false,
    staleTime: 60_000,
  });

export function useProviderPhotos(providerId: number) {
  return useQuery(providerPhotosQueryOptions(providerId));
}

import type { PublicPhotosResponse } from '@common/contracts/photos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { api } from '@web/lib/api';

export const providerPhotosQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: providerKeys.photos(providerId),
    queryFn: ({ signal }) =>
      api<PublicPhotosResponse>(`/api/providers/${providerId}/photos`, { signal }),
    retry: false,
    staleTime: 60_000,
  });

export function useProviderPhotos(providerId: number) {
  return useQuery(providerPhotosQueryOptions(providerId));
}

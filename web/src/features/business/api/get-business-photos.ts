import type { BusinessPhotosResponse } from '@common/contracts/photos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const businessPhotosQueryKey = (providerId: number) =>
  ['business', 'photos', providerId] as const;

export const businessPhotosQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: businessPhotosQueryKey(providerId),
    queryFn: ({ signal }) =>
      api<BusinessPhotosResponse>(`/api/business/providers/${providerId}/photos`, { signal }),
    retry: false,
  });

export function useBusinessPhotos(providerId: number) {
  return useQuery(businessPhotosQueryOptions(providerId));
}

import type { BusinessPhotosResponse } from '@common/contracts/photos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { businessKeys } from './business-keys';

export const businessPhotosQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: businessKeys.photos(providerId),
    queryFn: ({ signal }) =>
      api<BusinessPhotosResponse>(`/api/business/providers/${providerId}/photos`, { signal }),
    retry: false,
  });

export function useBusinessPhotos(providerId: number) {
  return useQuery(businessPhotosQueryOptions(providerId));
}

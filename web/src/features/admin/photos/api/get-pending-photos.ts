import type { PendingPhotosResponse } from '@common/contracts/photos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const pendingPhotosQueryKey = ['admin', 'photos', 'pending'] as const;

export const pendingPhotosQueryOptions = () =>
  queryOptions({
    queryKey: pendingPhotosQueryKey,
    queryFn: ({ signal }) => api<PendingPhotosResponse>('/api/admin/photos/pending', { signal }),
    retry: false,
  });

export function usePendingPhotos() {
  return useQuery(pendingPhotosQueryOptions());
}

import { type AdminQueueSort, adminQueueSearch } from '@common/contracts/admin-queue-params';
import type { PendingPhotosResponse } from '@common/contracts/photos';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

export type PendingPhotosFilters = { q: string; state: string; sort: AdminQueueSort };
const PLAIN: PendingPhotosFilters = { q: '', state: '', sort: 'oldest' };

export const pendingPhotosQueryOptions = (filters: PendingPhotosFilters = PLAIN) =>
  queryOptions({
    queryKey: adminKeys.pendingPhotos.list(filters),
    queryFn: ({ signal }) =>
      api<PendingPhotosResponse>(
        `/api/admin/photos/pending${adminQueueSearch({
          ...filters,
          sort: filters.sort === 'oldest' ? undefined : filters.sort,
        })}`,
        { signal },
      ),
    retry: false,
  });

export function usePendingPhotos(filters: PendingPhotosFilters = PLAIN) {
  return useQuery({ ...pendingPhotosQueryOptions(filters), placeholderData: keepPreviousData });
}

import { type AdminQueueSort, adminQueueSearch } from '@common/contracts/admin-queues';
import type { PractitionerListResponse } from '@common/contracts/practitioners';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { adminKeys } from '../../shared/api/admin-keys';

export type PractitionerFilters = { q: string; state: string; sort: AdminQueueSort };
const PLAIN: PractitionerFilters = { q: '', state: '', sort: 'newest' };

export function getPractitioners(
  cursor: number | null,
  signal?: AbortSignal,
  { q, state, sort }: PractitionerFilters = PLAIN,
) {
  const query = adminQueueSearch(
    { q, state, sort: sort === 'newest' ? undefined : sort },
    { cursor },
  );
  return api<PractitionerListResponse>(`/api/admin/practitioners${query}`, { signal });
}

export const practitionersQueryOptions = (filters: PractitionerFilters = PLAIN) =>
  infiniteQueryOptions({
    queryKey: adminKeys.practitioners.list(filters),
    queryFn: ({ pageParam, signal }) => getPractitioners(pageParam, signal, filters),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function usePractitioners(filters: PractitionerFilters = PLAIN) {
  return useInfiniteQuery({
    ...practitionersQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}

import { type AdminQueueSort, adminQueueSearch } from '@common/contracts/admin-queue-params';
import type { PractitionerListResponse } from '@common/contracts/practitioners';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

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

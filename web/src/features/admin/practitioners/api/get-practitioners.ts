import type { PractitionerListResponse } from '@common/contracts/practitioners';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const practitionersKey = ['admin', 'practitioners'] as const;

export function getPractitioners(cursor: number | null, signal?: AbortSignal) {
  const query = cursor ? `?cursor=${cursor}` : '';
  return api<PractitionerListResponse>(`/api/admin/practitioners${query}`, { signal });
}

export const practitionersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: practitionersKey,
    queryFn: ({ pageParam, signal }) => getPractitioners(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function usePractitioners() {
  return useInfiniteQuery(practitionersQueryOptions());
}

import type { PlaceDuplicatesResponse } from '@common/contracts/place-duplicates';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/* Under the admin prefix, so whatever refreshes every admin list refreshes this one too. */
export const placeDuplicatesKey = ['admin', 'place-duplicates'] as const;

/** Possible duplicate places: GET /api/admin/place-duplicates (decision 063). */
export const placeDuplicatesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: placeDuplicatesKey,
    queryFn: ({ pageParam, signal }) =>
      api<PlaceDuplicatesResponse>(
        `/api/admin/place-duplicates${pageParam ? `?after=${pageParam}` : ''}`,
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });

export const usePlaceDuplicates = () => useInfiniteQuery(placeDuplicatesQueryOptions());

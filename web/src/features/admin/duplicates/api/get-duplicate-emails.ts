import type { DuplicateEmailsResponse } from '@common/contracts/duplicates';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const duplicateEmailsKey = ['admin', 'duplicate-emails'] as const;

export const duplicateEmailsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: duplicateEmailsKey,
    queryFn: ({ pageParam, signal }) =>
      api<DuplicateEmailsResponse>(
        `/api/admin/duplicate-emails${pageParam ? `?after=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });

export const useDuplicateEmails = () => useInfiniteQuery(duplicateEmailsQueryOptions());

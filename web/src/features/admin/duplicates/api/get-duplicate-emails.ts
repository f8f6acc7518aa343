import { adminQueueSearch } from '@common/contracts/admin-queues';
import type { DuplicateEmailsResponse } from '@common/contracts/duplicates';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const duplicateEmailsKey = ['admin', 'duplicate-emails'] as const;

export type DuplicateFilters = { q: string; state: string };
const PLAIN: DuplicateFilters = { q: '', state: '' };

export const duplicateEmailsQueryOptions = (filters: DuplicateFilters = PLAIN) =>
  infiniteQueryOptions({
    queryKey: [...duplicateEmailsKey, filters] as const,
    queryFn: ({ pageParam, signal }) =>
      api<DuplicateEmailsResponse>(
        `/api/admin/duplicate-emails${adminQueueSearch(filters, { after: pageParam })}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });

export const useDuplicateEmails = (filters: DuplicateFilters = PLAIN) =>
  useInfiniteQuery({ ...duplicateEmailsQueryOptions(filters), placeholderData: keepPreviousData });

import { adminQueueSearch } from '@common/contracts/admin-queue-params';
import type { DuplicateEmailsResponse } from '@common/contracts/duplicates';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

export type DuplicateFilters = { q: string; state: string };
const PLAIN: DuplicateFilters = { q: '', state: '' };

export const duplicateEmailsQueryOptions = (filters: DuplicateFilters = PLAIN) =>
  infiniteQueryOptions({
    queryKey: adminKeys.duplicateEmails.list(filters),
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

import { type AdminQueueSort, adminQueueSearch } from '@common/contracts/admin-queue-params';
import type { VerificationQueueResponse } from '@common/contracts/verification';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

export type VerificationQueueParams = {
  page: number;
  q: string;
  state: string;
  sort: AdminQueueSort;
};

export const verificationQueueQueryOptions = ({ page, q, state, sort }: VerificationQueueParams) =>
  queryOptions({
    queryKey: adminKeys.verification.list({ page, q, state, sort }),
    queryFn: ({ signal }) =>
      api<VerificationQueueResponse>(
        `/api/admin/verification/queue${adminQueueSearch(
          { q, state, sort: sort === 'oldest' ? undefined : sort },
          { page },
        )}`,
        { signal },
      ),
    retry: false,
  });

export function useVerificationQueue(params: VerificationQueueParams) {
  return useQuery({ ...verificationQueueQueryOptions(params), placeholderData: keepPreviousData });
}

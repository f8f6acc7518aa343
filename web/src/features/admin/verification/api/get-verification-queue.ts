import type { VerificationQueueResponse } from '@common/contracts/verification';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const verificationQueueKey = ['admin', 'verification', 'queue'] as const;

export const verificationQueueQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...verificationQueueKey, page] as const,
    queryFn: ({ signal }) =>
      api<VerificationQueueResponse>(`/api/admin/verification/queue?page=${page}`, { signal }),
    retry: false,
  });

export function useVerificationQueue(page: number) {
  return useQuery({ ...verificationQueueQueryOptions(page), placeholderData: keepPreviousData });
}

import type { NeedsCardContent } from '@common/contracts/needs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../../lib/api';

export const sharedNeedsCardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['needs-card', 'shared', token] as const,
    queryFn: ({ signal }) =>
      api<NeedsCardContent>(`/api/needs-cards/${encodeURIComponent(token)}`, { signal }),
    /* A turned-off link is an answer, not a failure to retry. */
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useSharedNeedsCard(token: string) {
  return useQuery(sharedNeedsCardQueryOptions(token));
}

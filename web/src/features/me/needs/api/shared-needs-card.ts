import type { NeedsCardContent } from '@common/contracts/needs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api';
import { needsCardKeys } from './needs-card-keys';

export const sharedNeedsCardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: needsCardKeys.shared(token),
    queryFn: ({ signal }) =>
      api<NeedsCardContent>(`/api/needs-cards/${encodeURIComponent(token)}`, { signal }),
    /* A turned-off link is an answer, not a failure to retry. */
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useSharedNeedsCard(token: string) {
  return useQuery(sharedNeedsCardQueryOptions(token));
}

import type { MyNeedsCardResponse } from '@common/contracts/needs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const myNeedsCardKey = ['needs-card', 'mine'] as const;

export const myNeedsCardQueryOptions = () =>
  queryOptions({
    queryKey: myNeedsCardKey,
    queryFn: ({ signal }) => api<MyNeedsCardResponse>('/api/me/needs-card', { signal }),
  });

export function useMyNeedsCard() {
  return useQuery(myNeedsCardQueryOptions());
}

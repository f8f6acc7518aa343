import type { MyNeedsCardResponse } from '@common/contracts/needs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { needsCardKeys } from './needs-card-keys';

export const myNeedsCardQueryOptions = () =>
  queryOptions({
    queryKey: needsCardKeys.mine(),
    queryFn: ({ signal }) => api<MyNeedsCardResponse>('/api/me/needs-card', { signal }),
  });

export function useMyNeedsCard() {
  return useQuery(myNeedsCardQueryOptions());
}

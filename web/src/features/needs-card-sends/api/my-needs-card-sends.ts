import type { MyNeedsCardSendsResponse } from '@common/contracts/needs-card-sends';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { needsCardSendKeys } from './needs-card-send-keys';

const myNeedsCardSendsQueryOptions = () =>
  queryOptions({
    queryKey: needsCardSendKeys.mine(),
    queryFn: ({ signal }) => api<MyNeedsCardSendsResponse>('/api/me/needs-card-sends', { signal }),
  });

/** The member's sends with their state ('Read by … on …'). */
export function useMyNeedsCardSends() {
  return useQuery(myNeedsCardSendsQueryOptions());
}

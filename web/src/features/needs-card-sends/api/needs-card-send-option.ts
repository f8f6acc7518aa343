import type { NeedsCardSendOption } from '@common/contracts/needs-card-sends';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { needsCardSendKeys } from './needs-card-send-keys';

const needsCardSendOptionQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: needsCardSendKeys.option(providerId),
    queryFn: ({ signal }) =>
      api<NeedsCardSendOption>(`/api/me/needs-card-sends/providers/${providerId}`, { signal }),
  });

/**
 * Whether the signed-in member can send their card to a place: the place can receive one, the
 * card that would go, and the live send if there is one. Pass `enabled: false` when signed out.
 */
export function useNeedsCardSendOption(providerId: number, enabled = true) {
  return useQuery({ ...needsCardSendOptionQueryOptions(providerId), enabled });
}

import type { UnsubscribeStateResponse } from '@common/contracts/follow-changes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { followKeys } from './follow-keys';

const path = (token: string) =>
  `/api/follow-changes/unsubscribe?token=${encodeURIComponent(token)}`;

/** Whether the link's change e-mails are still on (reading changes nothing). */
export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: followKeys.unsubscribe(token),
    queryFn: ({ signal }) => api<UnsubscribeStateResponse>(path(token), { signal }),
    enabled: token !== '',
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<UnsubscribeStateResponse>(path(token), { method: 'POST' }),
    onSuccess: (data) => {
      queryClient.setQueryData(followKeys.unsubscribe(token), data);
      void queryClient.invalidateQueries({ queryKey: followKeys.settings() });
    },
  });
}

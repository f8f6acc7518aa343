import { NEEDS_CARD_SEND_MESSAGES } from '@common/messages/needs-card-sends';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { needsCardSendKeys } from './needs-card-send-keys';

/** Withdraws a send: the business's copy is deleted and its link stops working. */
export function useWithdrawNeedsCardSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sendId: number) =>
      api<{ ok: true }>(`/api/me/needs-card-sends/${sendId}`, { method: 'DELETE' }),
    onSuccess: () => notify.success(NEEDS_CARD_SEND_MESSAGES.withdrawn),
    onError: () => notify.error({ title: NEEDS_CARD_SEND_MESSAGES.errors.failed }),
    /*
     * Not awaited: the caller's own callbacks run at once (closing its dialog and placing focus)
     * before the refetched list takes the send's button away.
     */
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: needsCardSendKeys.all });
    },
  });
}

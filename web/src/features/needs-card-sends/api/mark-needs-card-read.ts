import { NEEDS_CARD_INBOX_MESSAGES } from '@common/messages/needs-card-sends';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { needsCardSendKeys } from './needs-card-send-keys';

/** Marks a received card read: the family then sees 'Read by <business> on <date>'. */
export function useMarkNeedsCardRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sendId: number) =>
      api<{ readAt: string }>(`/api/business/needs-card-sends/${sendId}/read`, {
        method: 'POST',
      }),
    onSuccess: () => notify.success(NEEDS_CARD_INBOX_MESSAGES.markedRead),
    onError: () => notify.error({ title: NEEDS_CARD_INBOX_MESSAGES.markFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: needsCardSendKeys.received() }),
  });
}

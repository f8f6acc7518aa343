import type { MyNeedsCardSend, SendNeedsCardBody } from '@common/contracts/needs-card-sends';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { needsCardSendKeys } from './needs-card-send-keys';

/**
 * Sends the member's saved needs card to a place (decision 070). Other features may call it, e.g.
 * a request form offering "Send my needs card with this request": the caller shows the outcome
 * (sendErrorMessage in ../lib/send-errors.ts turns a failure into words).
 */
export function useSendNeedsCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendNeedsCardBody) =>
      api<MyNeedsCardSend>('/api/me/needs-card-sends', { method: 'POST', body }),
    /*
     * Not awaited: the caller's own callbacks run at once (closing its dialog and placing focus)
     * before the refetched list takes the send's button away.
     */
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: needsCardSendKeys.all });
    },
  });
}

import type { SaveNeedsCardBody } from '@common/contracts/needs';
import { NEEDS_MESSAGES } from '@common/messages/needs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { needsCardKeys } from './needs-card-keys';

export function useSaveNeedsCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNeedsCardBody) =>
      api<{ ok: true }>('/api/me/needs-card', { method: 'PUT', body }),
    onSuccess: () => notify.success({ title: NEEDS_MESSAGES.cardSaved }),
    onError: () => notify.error({ title: NEEDS_MESSAGES.saveFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: needsCardKeys.mine() }),
  });
}

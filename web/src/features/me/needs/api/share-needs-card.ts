import type { NeedsCardShare } from '@common/contracts/needs';
import { NEEDS_MESSAGES } from '@common/messages/needs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { needsCardKeys } from './needs-card-keys';

/** Creates the share link (a new one replaces the old). */
export function useShareNeedsCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<NeedsCardShare>('/api/me/needs-card/share', { method: 'POST' }),
    onSuccess: () => notify.success({ title: NEEDS_MESSAGES.linkCreated }),
    onError: () => notify.error({ title: NEEDS_MESSAGES.saveBeforeSharing }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: needsCardKeys.mine() }),
  });
}

/** Turns the share link off: it stops working at once. */
export function useRevokeNeedsCardShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>('/api/me/needs-card/share', { method: 'DELETE' }),
    onSuccess: () => notify.success({ title: NEEDS_MESSAGES.linkRevoked }),
    onError: () => notify.error({ title: NEEDS_MESSAGES.saveFailed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: needsCardKeys.mine() }),
  });
}

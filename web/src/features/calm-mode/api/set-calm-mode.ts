import type { CalmModeBody } from '@common/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meKeys } from '../../me/api/me-keys';

const setAccountCalmMode = (calmMode: CalmModeBody['calmMode']) =>
  api<{ ok: true }>('/api/me/calm-mode', { method: 'PUT', body: { calmMode } });

/** Remembers the choice for the signed-in account, then refreshes /api/me. */
export function useSetAccountCalmMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountCalmMode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}

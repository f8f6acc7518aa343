import type { CalmModeBody } from '@common/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@web/features/me/api/me-keys';
import { api } from '@web/lib/api';

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

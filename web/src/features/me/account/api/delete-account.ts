import type { DeleteAccountBody } from '@common/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

const deleteAccount = (body: DeleteAccountBody) =>
  api<{ ok: true }>('/api/me/delete-account', { body });

/* The page clears the cache itself once it has left the screen (see account-settings.tsx). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

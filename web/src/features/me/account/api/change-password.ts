import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/* Better Auth's endpoint; the member's other sessions end. */
const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  api<unknown>('/api/auth/change-password', {
    body: { ...input, revokeOtherSessions: true },
  });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

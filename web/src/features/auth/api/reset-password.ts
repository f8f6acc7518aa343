import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

const resetPassword = (input: { token: string; newPassword: string }) =>
  api<unknown>('/api/auth/reset-password', { body: input });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

const requestPasswordReset = (input: { email: string; redirectTo: string }) =>
  api<unknown>('/api/auth/request-password-reset', { body: input });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

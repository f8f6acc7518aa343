import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

const resendConfirmation = (input: { email: string; callbackURL: string }) =>
  api<unknown>('/api/auth/send-verification-email', { body: input });

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}

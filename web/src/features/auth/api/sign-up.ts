import { useMutation } from '@tanstack/react-query';
import { type AuthState, useAuth } from '../auth-provider';

/** Creates the account through AuthProvider; the confirmation e-mail follows. */
export function useSignUp() {
  const { signUp } = useAuth();
  return useMutation({ mutationFn: (input: Parameters<AuthState['signUp']>[0]) => signUp(input) });
}

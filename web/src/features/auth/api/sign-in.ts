import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../auth-provider';

/** Signs in through AuthProvider (every query refreshed, other tabs told); resolves after. */
export function useSignIn() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => signIn(input.email, input.password),
  });
}

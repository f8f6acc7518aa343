import type { CompleteSignupResponse } from '@common/contracts/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@web/features/me/api/me-keys';
import { api } from '@web/lib/api';
import { businessKeys } from './business-keys';

export function completeBusinessSignup(input: { providerId: string; token: string }) {
  return api<CompleteSignupResponse>(
    `/api/business/signup-links/${encodeURIComponent(input.providerId)}/complete`,
    { body: input.token ? { token: input.token } : {} },
  );
}

/* The new role changes what the header and the dashboard show. */
export function useCompleteBusinessSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeBusinessSignup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
      await queryClient.invalidateQueries({ queryKey: businessKeys.myProviders() });
    },
  });
}

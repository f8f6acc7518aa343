import type { CompleteSignupResponse } from '@common/contracts/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meKeys } from '../../me/api/me-keys';
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

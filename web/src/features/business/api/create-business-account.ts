import type { CompleteSignupResponse, CreateBusinessAccountBody } from '@common/contracts/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@web/features/me/api/me-keys';
import { api } from '@web/lib/api';
import { businessKeys } from './business-keys';

/** The account made from the signup link: confirmed and signed in at once (decision 044). */
export function createBusinessAccount(input: CreateBusinessAccountBody & { providerId: string }) {
  const { providerId, ...body } = input;
  return api<CompleteSignupResponse>(
    `/api/business/signup-links/${encodeURIComponent(providerId)}/account`,
    { body },
  );
}

/* The new session and role change what the header and the dashboard show. */
export function useCreateBusinessAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusinessAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
      await queryClient.invalidateQueries({ queryKey: businessKeys.myProviders() });
    },
  });
}

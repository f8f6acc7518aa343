import type {
  ApproveProviderBody,
  VerificationDecisionResponse,
} from '@common/contracts/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

/** Approve & Verify: POST /api/admin/verification/:id/approve. */
export function approveProvider(providerId: number, body: ApproveProviderBody) {
  return api<VerificationDecisionResponse>(`/api/admin/verification/${providerId}/approve`, {
    method: 'POST',
    body,
  });
}

/* The queue is read again whatever the outcome: a refusal (another admin decided first) then
 * shows the provider's current state. */
export function useApproveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, body }: { providerId: number; body: ApproveProviderBody }) =>
      approveProvider(providerId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.verification.all }),
  });
}

import type {
  RejectProviderBody,
  VerificationDecisionResponse,
} from '@common/contracts/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

/** Reject with a reason: POST /api/admin/verification/:id/reject. */
export function rejectProvider(providerId: number, body: RejectProviderBody) {
  return api<VerificationDecisionResponse>(`/api/admin/verification/${providerId}/reject`, {
    method: 'POST',
    body,
  });
}

/* The queue is read again whatever the outcome: a refusal (another admin decided first) then
 * shows the provider's current state. */
export function useRejectProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, body }: { providerId: number; body: RejectProviderBody }) =>
      rejectProvider(providerId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.verification.all }),
  });
}

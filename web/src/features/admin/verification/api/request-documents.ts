import type {
  RequestDocumentsBody,
  VerificationDecisionResponse,
} from '@common/contracts/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

/** Request Additional Documents: POST /api/admin/verification/:id/request-documents. */
export function requestDocuments(providerId: number, body: RequestDocumentsBody) {
  return api<VerificationDecisionResponse>(
    `/api/admin/verification/${providerId}/request-documents`,
    {
      method: 'POST',
      body,
    },
  );
}

/* The queue is read again whatever the outcome: a refusal (another admin decided first) then
 * shows the provider's current state. */
export function useRequestDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, body }: { providerId: number; body: RequestDocumentsBody }) =>
      requestDocuments(providerId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.verification.all }),
  });
}

import type {
  RequestDocumentsBody,
  VerificationDecisionResponse,
} from '@common/contracts/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { adminKeys } from '../../shared/api/admin-keys';

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

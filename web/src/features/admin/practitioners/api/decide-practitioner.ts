import type {
  PractitionerAction,
  PractitionerDecisionResponse,
} from '@common/contracts/practitioners';
import { ADMIN_MESSAGES } from '@common/messages/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { notify } from '../../../../lib/notify';
import { adminErrorToast } from '../../shared/admin-error';
import { adminKeys } from '../../shared/api/admin-keys';

export function decidePractitioner(reviewId: number, action: PractitionerAction) {
  return api<PractitionerDecisionResponse>(`/api/admin/practitioners/${reviewId}`, {
    method: 'POST',
    body: { action },
  });
}

export function useDecidePractitioner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reviewId: number; action: PractitionerAction }) =>
      decidePractitioner(input.reviewId, input.action),
    onSuccess: (result) =>
      notify.success(ADMIN_MESSAGES.practitioner.updated(result.practitionerApproved)),
    onError: (err) => notify.error(adminErrorToast(err, ADMIN_MESSAGES.practitioner.updateFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.practitioners.all }),
  });
}

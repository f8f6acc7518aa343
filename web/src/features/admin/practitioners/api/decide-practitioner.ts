import type {
  PractitionerAction,
  PractitionerDecisionResponse,
} from '@common/contracts/practitioners';
import { ADMIN_MESSAGES } from '@common/messages/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminErrorToast } from '@web/features/admin/shared/admin-error';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';

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

import type {
  ModerateReviewBody,
  ModerateReviewResponse,
  ModerationDecision,
} from '@common/contracts/moderation';
import { ADMIN_MESSAGES } from '@common/messages/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminErrorToast } from '@web/features/admin/shared/admin-error';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';

export function moderateReview(id: number, body: ModerateReviewBody) {
  return api<ModerateReviewResponse>(`/api/admin/reviews/${id}/moderate`, {
    method: 'POST',
    body,
  });
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; status: ModerationDecision; notes: string }) =>
      moderateReview(input.id, { status: input.status, notes: input.notes }),
    onSuccess: (result) => notify.success(ADMIN_MESSAGES.reviewModerated(result.status)),
    onError: (err) =>
      notify.error(
        adminErrorToast(err, ADMIN_MESSAGES.moderateFailed, ADMIN_MESSAGES.noPermissionModerate),
      ),
    /* Not returned: a returned promise would hold the caller's onSuccess (which removes the
     * decided reviews from the list) until the refetch ends, leaving them clickable. */
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.pendingReviews.all });
    },
  });
}

import type { BulkModerateBody, BulkModerateResponse } from '@common/contracts/moderation';
import { ADMIN_MESSAGES } from '@common/messages/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminErrorToast } from '@web/features/admin/shared/admin-error';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';

export function bulkModerateReviews(body: BulkModerateBody) {
  return api<BulkModerateResponse>('/api/admin/reviews/moderate', { method: 'POST', body });
}

export function useBulkModerateReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkModerateReviews,
    onSuccess: (result) =>
      notify.success(ADMIN_MESSAGES.bulkModerated(result.count, result.status)),
    onError: (err) =>
      notify.error(
        adminErrorToast(
          err,
          ADMIN_MESSAGES.bulkModerateFailed,
          ADMIN_MESSAGES.noPermissionModerate,
        ),
      ),
    /* Not returned: a returned promise would hold the caller's onSuccess (which removes the
     * decided reviews from the list) until the refetch ends, leaving them clickable. */
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.pendingReviews.all });
    },
  });
}

import type { SubmitReviewBody, SubmitReviewResponse } from '@common/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@web/features/me/api/me-keys';
import { api } from '@web/lib/api';

function submitReview(body: SubmitReviewBody): Promise<SubmitReviewResponse> {
  return api<SubmitReviewResponse>('/api/reviews', { method: 'POST', body });
}

/** Sends a review; My Reviews and the review-status check then ask the server again. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: meKeys.reviewStatuses() });
      void queryClient.invalidateQueries({ queryKey: meKeys.reviews() });
    },
  });
}

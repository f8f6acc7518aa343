import type { SubmitReviewBody, SubmitReviewResponse } from '@common/contracts/reviews';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function submitReview(body: SubmitReviewBody): Promise<SubmitReviewResponse> {
  return api<SubmitReviewResponse>('/api/reviews', { method: 'POST', body });
}

export function useSubmitReview() {
  return useMutation({ mutationFn: submitReview });
}

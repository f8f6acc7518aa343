import type { MyReviewsResponse } from '@common/contracts/account';
import type { SubmitReviewBody } from '@common/contracts/reviews';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@web/features/me/api/me-keys';
import { api } from '@web/lib/api';

export const myReviewsQueryOptions = () =>
  queryOptions({
    queryKey: meKeys.reviews(),
    queryFn: ({ signal }) => api<MyReviewsResponse>('/api/me/reviews', { signal }),
  });

export const editMyReview = (id: number, body: SubmitReviewBody) =>
  api<{ id: number; status: 'pending' }>(`/api/me/reviews/${id}`, { method: 'PUT', body });

export const withdrawMyReview = (id: number) =>
  api<{ ok: true }>(`/api/me/reviews/${id}`, { method: 'DELETE' });

export function useEditMyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: SubmitReviewBody }) =>
      editMyReview(input.id, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.reviews() }),
  });
}

export function useWithdrawMyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawMyReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.reviews() }),
  });
}

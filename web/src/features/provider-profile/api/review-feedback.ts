import type { HelpfulResponse, ReportReviewBody } from '@common/contracts/provider-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { api } from '@web/lib/api';

/** POST /api/reviews/:id/helpful: once per member; the list is refreshed after. */
export function useMarkHelpful(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) =>
      api<HelpfulResponse>(`/api/reviews/${reviewId}/helpful`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeys.reviews(providerId) }),
  });
}

/** POST /api/reviews/:id/report: one report per member and review. */
export function useReportReview(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: ReportReviewBody }) =>
      api<{ id: number; status: 'open' }>(`/api/reviews/${reviewId}/report`, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeys.reviews(providerId) }),
  });
}

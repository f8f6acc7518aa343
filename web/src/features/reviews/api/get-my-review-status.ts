import type { MyReviewStatusResponse } from '@common/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@web/features/auth/auth-provider';
import { meKeys } from '@web/features/me/api/me-keys';
import { api } from '@web/lib/api';

export const myReviewStatusQueryOptions = (userId: string, providerId: number) =>
  queryOptions({
    queryKey: meKeys.reviewStatus(userId, providerId),
    queryFn: ({ signal }) =>
      api<MyReviewStatusResponse>(`/api/me/reviews/status?providerId=${providerId}`, { signal }),
    staleTime: 30_000,
    retry: false,
  });

/**
 * The signed-in member's live review of this business, so step 1 can say so before any writing;
 * undefined while signed out, loading, or with no business chosen.
 */
export function useMyReviewStatus(providerId: number | null) {
  const { user } = useAuth();
  const query = useQuery({
    ...myReviewStatusQueryOptions(user?.id ?? '', providerId ?? 0),
    enabled: Boolean(user) && providerId !== null,
  });
  return user && providerId !== null ? query.data?.review : undefined;
}

import type { ReviewerTrustResponse } from '@common/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@web/features/auth/auth-provider';
import { meKeys } from '@web/features/me/api/me-keys';
import { api } from '@web/lib/api';

export const reviewerTrustQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: meKeys.reviewerTrust(userId),
    queryFn: ({ signal }) => api<ReviewerTrustResponse>('/api/me/reviewer-trust', { signal }),
    staleTime: 5 * 60_000,
  });

/** The signed-in user's reviewer trust; undefined while signed out, loading or on error. */
export function useReviewerTrust(): ReviewerTrustResponse | undefined {
  const { user } = useAuth();
  const query = useQuery({ ...reviewerTrustQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  return user ? query.data : undefined;
}

import type { ReviewerTrustResponse } from '@common/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuth } from '../../auth/auth-provider';

export const reviewerTrustQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['me', 'reviewer-trust', userId] as const,
    queryFn: ({ signal }) => api<ReviewerTrustResponse>('/api/me/reviewer-trust', { signal }),
    staleTime: 5 * 60_000,
  });

/** The signed-in user's reviewer trust; undefined while signed out, loading or on error. */
export function useReviewerTrust(): ReviewerTrustResponse | undefined {
  const { user } = useAuth();
  const query = useQuery({ ...reviewerTrustQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  return user ? query.data : undefined;
}

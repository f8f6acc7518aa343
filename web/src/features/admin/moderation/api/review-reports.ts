import type {
  DecideReportBody,
  DecideReportResponse,
  ReviewReportsResponse,
} from '@common/contracts/provider-profile';
import { REPORT_QUEUE_MESSAGES } from '@common/messages/admin';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { adminErrorToast } from '@web/features/admin/shared/admin-error';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';

export const reviewReportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.reviewReports.all,
    queryFn: ({ signal, pageParam }) =>
      api<ReviewReportsResponse>(
        `/api/admin/review-reports${pageParam === null ? '' : `?cursor=${pageParam}`}`,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useReviewReports() {
  return useInfiniteQuery(reviewReportsQueryOptions());
}

/** Dismiss a report, or unpublish the review it is about (closing all its open reports). */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DecideReportBody }) =>
      api<DecideReportResponse>(`/api/admin/review-reports/${id}/decide`, { body }),
    onSuccess: (result) =>
      notify.success({
        title:
          result.status === 'dismissed'
            ? REPORT_QUEUE_MESSAGES.dismissed
            : REPORT_QUEUE_MESSAGES.unpublished,
      }),
    onError: (err) => notify.error(adminErrorToast(err, { title: REPORT_QUEUE_MESSAGES.heading })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reviewReports.all });
    },
  });
}

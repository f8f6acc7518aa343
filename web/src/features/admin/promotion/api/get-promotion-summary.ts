import type { PromotionSummary } from '@common/contracts/promotion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

export const promotionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.promotion.summary(),
    queryFn: ({ signal }) => api<PromotionSummary>('/api/admin/promotion/summary', { signal }),
    retry: false,
  });

export const usePromotionSummary = () => useQuery(promotionSummaryQueryOptions());

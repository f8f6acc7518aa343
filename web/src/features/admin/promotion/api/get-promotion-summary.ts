import type { PromotionSummary } from '@common/contracts/promotion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { adminKeys } from '../../shared/api/admin-keys';

export const promotionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.promotion.summary(),
    queryFn: ({ signal }) => api<PromotionSummary>('/api/admin/promotion/summary', { signal }),
    retry: false,
  });

export const usePromotionSummary = () => useQuery(promotionSummaryQueryOptions());

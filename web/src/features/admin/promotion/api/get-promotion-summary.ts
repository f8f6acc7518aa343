import type { PromotionSummary } from '@common/contracts/promotion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const promotionKey = ['admin', 'promotion'] as const;

export const promotionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...promotionKey, 'summary'] as const,
    queryFn: ({ signal }) => api<PromotionSummary>('/api/admin/promotion/summary', { signal }),
    retry: false,
  });

export const usePromotionSummary = () => useQuery(promotionSummaryQueryOptions());

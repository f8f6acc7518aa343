import type { PromotionItem } from '@common/contracts/promotion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

export const providerPromotionQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: adminKeys.promotion.provider(providerId),
    queryFn: ({ signal }) =>
      api<PromotionItem>(`/api/admin/promotion/providers/${providerId}`, { signal }),
    retry: false,
  });

export const useProviderPromotion = (providerId: number | null) =>
  useQuery({ ...providerPromotionQueryOptions(providerId ?? 0), enabled: providerId !== null });

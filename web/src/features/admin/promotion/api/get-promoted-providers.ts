import type { PromotedResponse } from '@common/contracts/promotion';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { promotionKey } from './get-promotion-summary';

export const promotedProvidersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...promotionKey, 'providers', page] as const,
    queryFn: ({ signal }) =>
      api<PromotedResponse>(`/api/admin/promotion/providers?page=${page}`, { signal }),
    retry: false,
  });

export const usePromotedProviders = (page: number) =>
  useQuery({ ...promotedProvidersQueryOptions(page), placeholderData: keepPreviousData });

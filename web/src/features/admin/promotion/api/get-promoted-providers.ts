import type { PromotedResponse } from '@common/contracts/promotion';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

export const promotedProvidersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.promotion.providers(page),
    queryFn: ({ signal }) =>
      api<PromotedResponse>(`/api/admin/promotion/providers?page=${page}`, { signal }),
    retry: false,
  });

export const usePromotedProviders = (page: number) =>
  useQuery({ ...promotedProvidersQueryOptions(page), placeholderData: keepPreviousData });

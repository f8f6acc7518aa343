import type { MyProvidersResponse } from '@common/contracts/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { businessKeys } from './business-keys';

export const myProvidersQueryOptions = () =>
  queryOptions({
    queryKey: businessKeys.myProviders(),
    queryFn: ({ signal }) => api<MyProvidersResponse>('/api/business/providers', { signal }),
    retry: false,
  });

export function useMyProviders(enabled = true) {
  return useQuery({ ...myProvidersQueryOptions(), enabled });
}

import type { MyProvidersResponse } from '@common/contracts/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const myProvidersQueryKey = ['business', 'my-providers'] as const;

export const myProvidersQueryOptions = () =>
  queryOptions({
    queryKey: myProvidersQueryKey,
    queryFn: ({ signal }) => api<MyProvidersResponse>('/api/business/providers', { signal }),
    retry: false,
  });

export function useMyProviders(enabled = true) {
  return useQuery({ ...myProvidersQueryOptions(), enabled });
}

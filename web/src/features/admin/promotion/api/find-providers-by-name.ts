import type { PickerResponse } from '@common/contracts/providers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

/** Listed providers by name, through the public picker (GET /api/providers/picker?q=). */
export const providersByNameQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminKeys.promotion.find(q),
    queryFn: ({ signal }) =>
      api<PickerResponse>(`/api/providers/picker?q=${encodeURIComponent(q)}`, { signal }),
    staleTime: 30_000,
  });

export const useProvidersByName = (q: string) =>
  useQuery({
    ...providersByNameQueryOptions(q),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

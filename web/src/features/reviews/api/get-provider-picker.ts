import type { PickerResponse } from '@common/contracts/providers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { api } from '@web/lib/api';

/** The review form's business picker: non-pending providers by name, narrowed by `q`. */
export const providerPickerQueryOptions = (q: string) =>
  queryOptions({
    queryKey: providerKeys.picker(q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      const query = params.size > 0 ? `?${params}` : '';
      return api<PickerResponse>(`/api/providers/picker${query}`, { signal });
    },
    staleTime: 60_000,
  });

export function useProviderPicker(q: string, enabled: boolean) {
  /* Keeps the last list on screen while the next one loads, so options do not flicker away. */
  return useQuery({ ...providerPickerQueryOptions(q), enabled, placeholderData: keepPreviousData });
}

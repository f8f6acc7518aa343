import type { SuggestResponse } from '@common/contracts/providers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { api } from '@web/lib/api';

/* Suggestions start at two characters, like the server. */
const MIN_LENGTH = 2;

export const suggestQueryOptions = (q: string) =>
  queryOptions({
    queryKey: providerKeys.suggest(q),
    // The signal aborts the request once a newer keystroke replaces this query.
    queryFn: ({ signal }) =>
      api<SuggestResponse>(`/api/providers/suggest?${new URLSearchParams({ q })}`, { signal }),
    staleTime: 60_000,
  });

export function useSearchSuggestions(q: string) {
  const typed = q.trim();
  return useQuery({
    ...suggestQueryOptions(typed),
    enabled: [...typed].length >= MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

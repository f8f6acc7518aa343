import type { SuggestResponse } from '@common/contracts/providers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { api } from '@web/lib/api';
import { pageLocale } from '@web/lib/i18n/apply-locale';

/* Suggestions start at two characters, like the server. */
const MIN_LENGTH = 2;

/* The suggestions are named in the page's language (decision 073). */
export const suggestQueryOptions = (q: string, lang = pageLocale()) =>
  queryOptions({
    queryKey: providerKeys.suggest(q, lang),
    // The signal aborts the request once a newer keystroke replaces this query.
    queryFn: ({ signal }) =>
      api<SuggestResponse>(`/api/providers/suggest?${new URLSearchParams({ q, lang })}`, {
        signal,
      }),
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

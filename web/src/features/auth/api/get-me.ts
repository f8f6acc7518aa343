import type { MeResponse } from '@common/contracts/me';
import { queryOptions } from '@tanstack/react-query';
import { meKeys } from '@web/features/me/api/me-keys';
import { api } from '@web/lib/api';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: ({ signal }) => api<MeResponse>('/api/me', { signal }),
    staleTime: 60_000,
    /* Keeps the session cookie renewed while a tab stays open. */
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
  });

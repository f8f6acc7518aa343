import type { MailStatusResponse } from '@common/contracts/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const mailStatusKey = (targetType: string, ids: readonly number[]) =>
  ['admin', 'mail', targetType, [...ids].sort((a, b) => a - b).join(',')] as const;

/** Whether the e-mails about these targets went out (GET /api/admin/mail, decision 011). */
export const mailStatusQueryOptions = (targetType: 'provider' | 'review', ids: readonly number[]) =>
  queryOptions({
    queryKey: mailStatusKey(targetType, ids),
    queryFn: ({ signal }) =>
      api<MailStatusResponse>(
        `/api/admin/mail?targetType=${targetType}&targetId=${ids.join(',')}`,
        { signal },
      ),
    enabled: ids.length > 0,
    /* A queued message is retried by the worker; look again now and then while one waits. */
    refetchInterval: (query) =>
      Object.values(query.state.data?.mails ?? {}).some((list) =>
        list.some((m) => m.status === 'queued'),
      )
        ? 10_000
        : false,
  });

export function useMailStatus(targetType: 'provider' | 'review', ids: readonly number[]) {
  return useQuery(mailStatusQueryOptions(targetType, ids));
}

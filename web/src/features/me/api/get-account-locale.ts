import type { AccountLocaleResponse } from '@common/contracts/locale';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { meKeys } from './me-keys';

/** The account's language: its pages and the mails it is sent (decision 062). */
export function useAccountLocale() {
  return useQuery({
    queryKey: meKeys.locale(),
    queryFn: () => api<AccountLocaleResponse>('/api/me/locale'),
  });
}

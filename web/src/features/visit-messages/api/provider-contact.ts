import type { ProviderContactResponse } from '@common/contracts/visit-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { visitKeys } from './visit-keys';

const providerContactQuery = (providerId: number) =>
  queryOptions({
    queryKey: visitKeys.contact(providerId),
    queryFn: ({ signal }) =>
      api<ProviderContactResponse>(`/api/providers/${providerId}/contact`, { signal }),
  });

/** The provider page's phone, booking link, text number and whether it can receive messages. */
export function useProviderContact(providerId: number) {
  return useQuery(providerContactQuery(providerId));
}

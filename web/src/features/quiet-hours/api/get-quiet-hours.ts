import type { QuietHoursResponse } from '@common/contracts/quiet-hours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { quietHourKeys } from './quiet-hour-keys';

const quietHoursQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: quietHourKeys.ofPlace(providerId),
    queryFn: ({ signal }) =>
      api<QuietHoursResponse>(`/api/providers/${providerId}/quiet-hours`, { signal }),
  });

/** A place's current quiet hours and sessions, soonest first (lapsed ones are left out). */
export function useQuietHours(providerId: number) {
  return useQuery(quietHoursQueryOptions(providerId));
}

const managedQuietHoursQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: quietHourKeys.managed(providerId),
    queryFn: ({ signal }) =>
      api<QuietHoursResponse>(`/api/business/providers/${providerId}/quiet-hours`, { signal }),
  });

/** The dashboard's list of the business's own entries. */
export function useManagedQuietHours(providerId: number) {
  return useQuery(managedQuietHoursQueryOptions(providerId));
}

/** The address of an entry's calendar file, in the page's language. */
export function quietHourCalendarUrl(providerId: number, quietHourId: string, lang: string) {
  const query = lang === 'en' ? '' : `?lang=${lang}`;
  return `/api/providers/${providerId}/quiet-hours/${quietHourId}/calendar.ics${query}`;
}

import type {
  BusinessThreadsResponse,
  ContactOptions,
  ContactOptionsBody,
  ReportVisitThreadBody,
  VisitThreadResponse,
} from '@common/contracts/visit-messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { visitKeys } from './visit-keys';

const businessThreadsQuery = (providerId: number) =>
  queryOptions({
    queryKey: visitKeys.businessThreads(providerId),
    queryFn: ({ signal }) =>
      api<BusinessThreadsResponse>(`/api/business/providers/${providerId}/visit-threads`, {
        signal,
      }),
  });

const businessThreadQuery = (id: number) =>
  queryOptions({
    queryKey: visitKeys.businessThread(id),
    queryFn: ({ signal }) =>
      api<VisitThreadResponse>(`/api/business/visit-threads/${id}`, { signal }),
  });

const contactOptionsQuery = (providerId: number) =>
  queryOptions({
    queryKey: visitKeys.contactOptions(providerId),
    queryFn: ({ signal }) =>
      api<ContactOptions>(`/api/business/providers/${providerId}/contact-options`, { signal }),
  });

export const useBusinessThreads = (providerId: number) =>
  useQuery(businessThreadsQuery(providerId));
export const useBusinessThread = (id: number) => useQuery(businessThreadQuery(id));
export const useContactOptions = (providerId: number) => useQuery(contactOptionsQuery(providerId));

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: visitKeys.all });
}

export function useBusinessReply(id: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: string) =>
      api<{ ok: true }>(`/api/business/visit-threads/${id}/messages`, { body: { body } }),
    onSuccess: invalidate,
  });
}

export function useBusinessReport(id: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: ReportVisitThreadBody) =>
      api<{ ok: true }>(`/api/business/visit-threads/${id}/report`, { body }),
    onSuccess: invalidate,
  });
}

export function useSaveContactOptions(providerId: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: ContactOptionsBody) =>
      api<ContactOptions>(`/api/business/providers/${providerId}/contact-options`, {
        method: 'PUT',
        body,
      }),
    onSuccess: invalidate,
  });
}

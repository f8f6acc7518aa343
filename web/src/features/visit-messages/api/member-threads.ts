import type {
  CreatedThreadResponse,
  CreateVisitThreadBody,
  MemberThreadsResponse,
  ReportVisitThreadBody,
  VisitThreadResponse,
} from '@common/contracts/visit-messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { visitKeys } from './visit-keys';

const memberThreadsQuery = () =>
  queryOptions({
    queryKey: visitKeys.memberThreads(),
    queryFn: ({ signal }) => api<MemberThreadsResponse>('/api/me/visit-threads', { signal }),
  });

const memberThreadQuery = (id: number) =>
  queryOptions({
    queryKey: visitKeys.memberThread(id),
    queryFn: ({ signal }) => api<VisitThreadResponse>(`/api/me/visit-threads/${id}`, { signal }),
  });

export const useMemberThreads = () => useQuery(memberThreadsQuery());
export const useMemberThread = (id: number) => useQuery(memberThreadQuery(id));

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: visitKeys.all });
}

/** "Ask a question" / "Request an appointment". */
export function useCreateVisitThread() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: CreateVisitThreadBody) =>
      api<CreatedThreadResponse>('/api/me/visit-threads', { body }),
    onSuccess: invalidate,
  });
}

export function useMemberReply(id: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: string) =>
      api<{ ok: true }>(`/api/me/visit-threads/${id}/messages`, { body: { body } }),
    onSuccess: invalidate,
  });
}

export function useMemberReport(id: number) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: ReportVisitThreadBody) =>
      api<{ ok: true }>(`/api/me/visit-threads/${id}/report`, { body }),
    onSuccess: invalidate,
  });
}

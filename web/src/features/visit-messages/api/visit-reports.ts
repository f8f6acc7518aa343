import type { VisitReportsResponse } from '@common/contracts/visit-messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { visitKeys } from './visit-keys';

const visitReportsQuery = () =>
  queryOptions({
    queryKey: visitKeys.reports(),
    queryFn: ({ signal }) => api<VisitReportsResponse>('/api/admin/visit-reports', { signal }),
  });

export const useVisitReports = () => useQuery(visitReportsQuery());

export function useCloseVisitReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: number) =>
      api<{ ok: true }>(`/api/admin/visit-reports/${reportId}/close`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitKeys.reports() }),
  });
}

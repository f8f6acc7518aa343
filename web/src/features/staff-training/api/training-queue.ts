import type {
  OwnStaffTraining,
  StaffTrainingDocumentLink,
  StaffTrainingQueueResponse,
} from '@common/contracts/staff-training';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { staffTrainingKeys } from './staff-training-keys';

export function useTrainingQueue() {
  return useQuery({
    queryKey: staffTrainingKeys.queue(),
    queryFn: ({ signal }) =>
      api<StaffTrainingQueueResponse>('/api/admin/staff-trainings', { signal }),
  });
}

/** A fresh 5-minute link each time the certificate is opened (never cached). */
export function fetchTrainingDocumentLink(id: string) {
  return api<StaffTrainingDocumentLink>(`/api/admin/staff-trainings/${id}/document-link`);
}

type Decision = { id: string; kind: 'verify' } | { id: string; kind: 'reject'; reason: string };

export function useDecideTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      api<OwnStaffTraining>(
        `/api/admin/staff-trainings/${decision.id}/${decision.kind}`,
        decision.kind === 'reject'
          ? { method: 'POST', body: { reason: decision.reason } }
          : { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffTrainingKeys.all }),
  });
}

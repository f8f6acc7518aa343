import type {
  OwnStaffTraining,
  OwnStaffTrainingsResponse,
  StaffTrainingBody,
} from '@common/contracts/staff-training';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { uploadFile } from '@web/lib/upload-file';
import { staffTrainingKeys } from './staff-training-keys';

export function useOwnTrainings(providerId: number) {
  return useQuery({
    queryKey: staffTrainingKeys.own(providerId),
    queryFn: ({ signal }) =>
      api<OwnStaffTrainingsResponse>(`/api/business/providers/${providerId}/staff-trainings`, {
        signal,
      }),
  });
}

type SaveInput = {
  providerId: number;
  /** Absent: a new training. */
  id?: string;
  body: StaffTrainingBody;
  file: File | null;
};

/**
 * Saves the details, then sends the certificate if one was chosen. The result says whether the
 * upload failed after the details were saved, so the form can say so without losing them.
 */
async function saveTraining({ providerId, id, body, file }: SaveInput) {
  const saved = id
    ? await api<OwnStaffTraining>(`/api/business/staff-trainings/${id}`, { method: 'PUT', body })
    : await api<OwnStaffTraining>(`/api/business/providers/${providerId}/staff-trainings`, {
        method: 'POST',
        body,
      });
  if (!file) return { saved, uploadError: null };
  try {
    const withDocument = await uploadFile<OwnStaffTraining>(
      `/api/business/staff-trainings/${saved.id}/document`,
      file,
    );
    return { saved: withDocument, uploadError: null };
  } catch (err) {
    return { saved, uploadError: err instanceof Error ? err : new Error(String(err)) };
  }
}

export function useSaveTraining(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTraining,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffTrainingKeys.own(providerId) }),
  });
}

export function useDeleteTraining(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ deleted: true }>(`/api/business/staff-trainings/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffTrainingKeys.own(providerId) }),
  });
}

import type { PublicStaffTrainingsResponse } from '@common/contracts/staff-training';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { staffTrainingKeys } from './staff-training-keys';

export function usePublicTrainings(providerId: number) {
  return useQuery({
    queryKey: staffTrainingKeys.public(providerId),
    queryFn: ({ signal }) =>
      api<PublicStaffTrainingsResponse>(`/api/providers/${providerId}/staff-trainings`, {
        signal,
      }),
  });
}

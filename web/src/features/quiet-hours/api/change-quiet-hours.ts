import type { QuietHour, QuietHourBody } from '@common/contracts/quiet-hours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { quietHourKeys } from './quiet-hour-keys';

function createQuietHour(input: { providerId: number; body: QuietHourBody }) {
  return api<QuietHour>(`/api/business/providers/${input.providerId}/quiet-hours`, {
    method: 'POST',
    body: input.body,
  });
}

function deleteQuietHour(input: { providerId: number; quietHourId: string }) {
  return api<void>(`/api/business/providers/${input.providerId}/quiet-hours/${input.quietHourId}`, {
    method: 'DELETE',
  });
}

/* Both lists of the place change: the dashboard's and the public page's. */
const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: quietHourKeys.all() });
};

export function useCreateQuietHour() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createQuietHour, onSuccess: invalidate });
}

export function useDeleteQuietHour() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteQuietHour, onSuccess: invalidate });
}

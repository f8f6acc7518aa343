import type { BusinessPhotosResponse } from '@common/contracts/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { businessKeys } from './business-keys';

type Input = { providerId: number; photoIds: string[] };

export function reorderPhotos({ providerId, photoIds }: Input) {
  return api<BusinessPhotosResponse>(`/api/business/providers/${providerId}/photos/order`, {
    method: 'PUT',
    body: { photoIds },
  });
}

export function useReorderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderPhotos,
    onSuccess: (data, { providerId }) =>
      queryClient.setQueryData(businessKeys.photos(providerId), data),
    onError: (_, { providerId }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.photos(providerId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { businessKeys } from './business-keys';

type Input = { providerId: number; photoId: string };

export function deletePhoto({ providerId, photoId }: Input) {
  return api<null>(`/api/business/providers/${providerId}/photos/${photoId}`, {
    method: 'DELETE',
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_, { providerId }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.photos(providerId) }),
  });
}

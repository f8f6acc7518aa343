import type { BusinessPhoto, PhotoDetailsBody } from '@common/contracts/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { businessKeys } from './business-keys';

type Input = { providerId: number; photoId: string } & PhotoDetailsBody;

export function updatePhoto({ providerId, photoId, ...body }: Input) {
  return api<{ photo: BusinessPhoto; backToReview: boolean }>(
    `/api/business/providers/${providerId}/photos/${photoId}`,
    { method: 'PATCH', body },
  );
}

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    onSuccess: (_, { providerId }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.photos(providerId) }),
  });
}

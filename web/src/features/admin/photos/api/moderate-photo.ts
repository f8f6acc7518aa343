import type { ModeratePhotoBody } from '@common/contracts/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { pendingPhotosQueryKey } from './get-pending-photos';

type Input = { photoId: string } & ModeratePhotoBody;

export function moderatePhoto({ photoId, ...body }: Input) {
  return api<{ id: string; status: string }>(`/api/admin/photos/${photoId}/moderate`, {
    body,
  });
}

export function useModeratePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderatePhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingPhotosQueryKey }),
  });
}

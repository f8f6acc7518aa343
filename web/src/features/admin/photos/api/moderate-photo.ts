import type { ModeratePhotoBody } from '@common/contracts/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.pendingPhotos.all }),
  });
}

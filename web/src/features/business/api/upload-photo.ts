import type { BusinessPhoto } from '@common/contracts/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '@web/lib/upload-file';
import { businessKeys } from './business-keys';

type Input = {
  providerId: number;
  file: File;
  altText: string;
  caption: string;
  onProgress?: (percent: number) => void;
};

/* The text goes first: the server checks it before it receives the image. */
export function uploadPhoto({ providerId, file, altText, caption, onProgress }: Input) {
  return uploadFile<BusinessPhoto>(`/api/business/providers/${providerId}/photos`, file, {
    fields: { altText, caption },
    onProgress,
  });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (_, { providerId }) =>
      queryClient.invalidateQueries({ queryKey: businessKeys.photos(providerId) }),
  });
}

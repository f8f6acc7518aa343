import type { UploadVerificationDocumentResponse } from '@common/contracts/applications';
import { useMutation } from '@tanstack/react-query';
import { type UploadOptions, uploadFile } from '@web/lib/upload-file';

export function uploadVerificationDocument(
  providerId: number,
  file: File,
  options: UploadOptions = {},
): Promise<UploadVerificationDocumentResponse> {
  return uploadFile<UploadVerificationDocumentResponse>(
    `/api/provider-applications/${providerId}/documents`,
    file,
    options,
  );
}

export function useUploadVerificationDocument(providerId: number) {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadVerificationDocument(providerId, file, { onProgress }),
  });
}

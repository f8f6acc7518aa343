import type { UploadDocumentResponse } from '@common/contracts/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '@web/lib/upload-file';
import { businessKeys } from './business-keys';

type Input = {
  providerId: number;
  file: File;
  notes: string;
  onProgress?: (percent: number) => void;
};

export function uploadDashboardDocument({ providerId, file, notes, onProgress }: Input) {
  return uploadFile<UploadDocumentResponse>(
    `/api/business/providers/${providerId}/documents`,
    file,
    { fields: { notes }, onProgress },
  );
}

export function useUploadDashboardDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDashboardDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.myProviders() }),
  });
}

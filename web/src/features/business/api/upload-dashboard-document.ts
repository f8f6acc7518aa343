import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myProvidersQueryKey } from './get-my-providers';
import { sendDocument } from './send-document';

type Input = {
  providerId: number;
  file: File;
  notes: string;
  onProgress?: (percent: number) => void;
};

export function uploadDashboardDocument({ providerId, file, notes, onProgress }: Input) {
  return sendDocument(
    `/api/business/providers/${providerId}/documents`,
    { file, notes },
    onProgress,
  );
}

export function useUploadDashboardDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDashboardDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProvidersQueryKey }),
  });
}

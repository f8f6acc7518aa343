import { LINK_TOKEN_HEADER } from '@common/contracts/business';
import { useMutation } from '@tanstack/react-query';
import { sendDocument } from './send-document';

type Input = {
  providerId: string;
  token: string;
  file: File;
  notes: string;
  onProgress?: (percent: number) => void;
};

export function uploadRequestedDocuments({ providerId, token, file, notes, onProgress }: Input) {
  return sendDocument(
    `/api/business/upload-links/${encodeURIComponent(providerId)}`,
    { file, notes, headers: { [LINK_TOKEN_HEADER]: token } },
    onProgress,
  );
}

export function useUploadRequestedDocuments() {
  return useMutation({ mutationFn: uploadRequestedDocuments });
}

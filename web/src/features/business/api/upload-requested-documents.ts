import { LINK_TOKEN_HEADER, type UploadDocumentResponse } from '@common/contracts/business';
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '@web/lib/upload-file';

type Input = {
  providerId: string;
  token: string;
  file: File;
  notes: string;
  onProgress?: (percent: number) => void;
};

function uploadRequestedDocuments({ providerId, token, file, notes, onProgress }: Input) {
  return uploadFile<UploadDocumentResponse>(
    `/api/business/upload-links/${encodeURIComponent(providerId)}`,
    file,
    { fields: { notes }, headers: { [LINK_TOKEN_HEADER]: token }, onProgress },
  );
}

/** The secure link's upload: no session, the link's token is the credential (decision 012). */
export function useUploadRequestedDocuments() {
  return useMutation({ mutationFn: uploadRequestedDocuments });
}

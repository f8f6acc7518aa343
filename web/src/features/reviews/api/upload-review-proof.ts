import type { UploadProofResponse } from '@common/contracts/reviews';
import { useMutation } from '@tanstack/react-query';
import { type UploadOptions, uploadFile } from '@web/lib/upload-file';

/** Sends the private proof file; the form shows the progress. */
const uploadReviewProof = ({ file, ...options }: UploadOptions & { file: File }) =>
  uploadFile<UploadProofResponse>('/api/uploads/review-proof', file, options);

export function useUploadReviewProof() {
  return useMutation({ mutationFn: uploadReviewProof });
}

import type { UploadProofResponse } from '@common/contracts/reviews';
import { type UploadOptions, uploadFile } from '../../../lib/upload-file';

/** Sends the private proof file; the form shows the progress. */
export function uploadReviewProof(file: File, options: UploadOptions = {}) {
  return uploadFile<UploadProofResponse>('/api/uploads/review-proof', file, options);
}

import { PROOF_CONTENT_TYPES, PROOF_MAX_BYTES } from '@common/contracts/limits';
import {
  DOCUMENT_FILE_MESSAGES,
  documentUploadLimitToast,
  UPLOAD_MESSAGES,
} from '@common/messages/business';
import type { ToastMessage } from '@common/messages/shared';
import { ApiError } from '@web/lib/api';

export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

/**
 * What the browser can already tell about a chosen document (spec §5 "Document upload"); the
 * server judges the type again from the file's content.
 */
export function checkDocumentFile(
  file: Pick<File, 'name' | 'size' | 'type'> | null,
): ToastMessage | null {
  if (!file) return UPLOAD_MESSAGES.noFileSelected;
  if (file.size > PROOF_MAX_BYTES) return UPLOAD_MESSAGES.fileTooLarge;
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : '';
  const typeOk = !file.type || (PROOF_CONTENT_TYPES as readonly string[]).includes(file.type);
  if (!extension || !EXTENSIONS.includes(extension) || !typeOk)
    return UPLOAD_MESSAGES.invalidFileType;
  return null;
}

/** The toast for a refused upload: the spec's own title where it has one, else 'Upload failed'. */
export function uploadErrorToast(err: unknown): ToastMessage {
  if (err instanceof ApiError) {
    if (err.code === 'FILE_TOO_LARGE') return UPLOAD_MESSAGES.fileTooLarge;
    if (err.code === 'INVALID_FILE_TYPE') return UPLOAD_MESSAGES.invalidFileType;
    if (err.code === 'NO_FILE') return UPLOAD_MESSAGES.noFileSelected;
    const limited = documentUploadLimitToast(err.code);
    if (limited) return limited;
    return UPLOAD_MESSAGES.uploadFailed(err.message);
  }
  return UPLOAD_MESSAGES.uploadFailed(DOCUMENT_FILE_MESSAGES.theUploadDidNot);
}

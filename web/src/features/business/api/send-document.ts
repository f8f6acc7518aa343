import type { UploadDocumentResponse } from '@common/contracts/business';
import { ApiError } from '../../../lib/api';

/**
 * Sends a verification document as multipart: `notes` first, then `file` (the server stores the
 * file as it streams and reads only the fields before it). XMLHttpRequest rather than fetch,
 * because fetch still reports no upload progress.
 */
export function sendDocument(
  url: string,
  input: { file: File; notes: string; headers?: Record<string, string> },
  onProgress?: (percent: number) => void,
): Promise<UploadDocumentResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(input.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as UploadDocumentResponse);
        return;
      }
      const error = (data as { error?: Record<string, string> } | null)?.error ?? {};
      reject(
        new ApiError(
          xhr.status,
          error.code ?? `HTTP_${xhr.status}`,
          error.message ?? xhr.statusText,
          error.field,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'The upload did not reach us.'));
    const body = new FormData();
    body.append('notes', input.notes);
    body.append('file', input.file, input.file.name);
    onProgress?.(0);
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

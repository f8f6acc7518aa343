import { UPLOAD_FILE_MESSAGES } from '@common/messages/business';
import { pageLocale } from '@web/lib/i18n/apply-locale';
import { ApiError } from './api';

export type UploadOptions = {
  /** Called with 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Text fields sent before the file: the server reads only the fields ahead of the stream. */
  fields?: Record<string, string>;
  headers?: Record<string, string>;
};

/**
 * Sends one private file as multipart field `file` (after any text `fields`) and reads our JSON
 * answer. XMLHttpRequest
 * rather than fetch: fetch still reports no upload progress, and the forms show a progress bar.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  { onProgress, signal, fields, headers }: UploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    /* The page's language: the server answers errors in it (decision 067). */
    xhr.setRequestHeader('Accept-Language', pageLocale());
    for (const [name, value] of Object.entries(headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.upload.onload = () => onProgress?.(100);
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
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
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK_ERROR', UPLOAD_FILE_MESSAGES.theUploadDidNot));
    xhr.onabort = () =>
      reject(new DOMException(UPLOAD_FILE_MESSAGES.uploadCancelled, 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException(UPLOAD_FILE_MESSAGES.uploadCancelled, 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(fields ?? {})) {
      body.append(name, value);
    }
    body.append('file', file, file.name);
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

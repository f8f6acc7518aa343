import type { DocumentLinkResponse } from '@common/contracts/verification';
import { api } from '@web/lib/api';

/**
 * A fresh 300-second signed link to a provider's verification document. Asked for on demand
 * (opening the viewer, downloading), never cached: the link is short-lived on purpose.
 */
function getDocumentLink(providerId: number): Promise<DocumentLinkResponse> {
  return api<DocumentLinkResponse>(`/api/admin/verification/${providerId}/document-link`);
}

export class FileFetchError extends Error {
  constructor(readonly status: number) {
    super(`file fetch failed: ${status}`);
  }
}

/** Fetches a fresh signed link and then the file itself (same origin, no cookie needed). */
export async function fetchDocument(providerId: number) {
  const link = await getDocumentLink(providerId);
  let response: Response;
  try {
    response = await fetch(link.url, { credentials: 'omit', cache: 'no-store' });
  } catch {
    throw new FileFetchError(0);
  }
  if (!response.ok) throw new FileFetchError(response.status);
  return { link, blob: await response.blob() };
}

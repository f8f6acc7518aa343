import type { DocumentLinkResponse } from '@common/contracts/verification';
import { api } from '../../../../lib/api';

/**
 * A fresh 300-second signed link to a provider's verification document. Asked for on demand
 * (opening the viewer, downloading), never cached: the link is short-lived on purpose.
 */
export function getDocumentLink(providerId: number): Promise<DocumentLinkResponse> {
  return api<DocumentLinkResponse>(`/api/admin/verification/${providerId}/document-link`);
}

import type { SignedLinkResponse } from '@common/contracts/reviews';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** A 300-second signed link to a private file, for the admin viewer (spec §9). */
export function getAdminFileLink(fileId: string): Promise<SignedLinkResponse> {
  return api<SignedLinkResponse>(`/api/files/${encodeURIComponent(fileId)}/link?viewer=admin`);
}

export function useAdminFileLink() {
  return useMutation({ mutationFn: getAdminFileLink });
}

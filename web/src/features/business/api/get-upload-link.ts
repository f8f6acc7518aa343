import { LINK_TOKEN_HEADER, type UploadLinkResponse } from '@common/contracts/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { businessKeys } from './business-keys';

export const uploadLinkQueryOptions = (providerId: string, token: string) =>
  queryOptions({
    queryKey: businessKeys.uploadLink(providerId, token),
    queryFn: ({ signal }) =>
      api<UploadLinkResponse>(`/api/business/upload-links/${encodeURIComponent(providerId)}`, {
        signal,
        headers: { [LINK_TOKEN_HEADER]: token },
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useUploadLink(providerId: string, token: string, enabled: boolean) {
  return useQuery({ ...uploadLinkQueryOptions(providerId, token), enabled });
}

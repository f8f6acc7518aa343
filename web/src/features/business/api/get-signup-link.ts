import { LINK_TOKEN_HEADER, type SignupLinkResponse } from '@common/contracts/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { businessKeys } from './business-keys';

/* The answer depends on who is signed in ('completed' for the user who redeemed it). */
export const signupLinkQueryOptions = (providerId: string, token: string, userId: string | null) =>
  queryOptions({
    queryKey: businessKeys.signupLink(providerId, token, userId),
    queryFn: ({ signal }) =>
      api<SignupLinkResponse>(`/api/business/signup-links/${encodeURIComponent(providerId)}`, {
        signal,
        /* No token: back from confirming the account, the server finds the link (decision 036). */
        headers: token ? { [LINK_TOKEN_HEADER]: token } : {},
      }),
    retry: false,
  });

export function useSignupLink(
  providerId: string,
  token: string,
  userId: string | null,
  enabled: boolean,
) {
  return useQuery({ ...signupLinkQueryOptions(providerId, token, userId), enabled });
}

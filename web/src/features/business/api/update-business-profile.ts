import type { BusinessProvider, UpdateBusinessProfileBody } from '@common/contracts/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { businessKeys } from './business-keys';

export function updateBusinessProfile(input: {
  providerId: number;
  body: UpdateBusinessProfileBody;
}) {
  return api<BusinessProvider>(`/api/business/providers/${input.providerId}/profile`, {
    method: 'PUT',
    body: input.body,
  });
}

export function useUpdateBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.myProviders() }),
  });
}

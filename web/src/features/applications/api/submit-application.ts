import type {
  ProviderApplication,
  SubmitApplicationResponse,
} from '@common/contracts/applications';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export function submitApplication(body: ProviderApplication): Promise<SubmitApplicationResponse> {
  return api<SubmitApplicationResponse>('/api/provider-applications', { method: 'POST', body });
}

/* Nothing to invalidate: an application stays pending, out of every list, until it is reviewed. */
export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}

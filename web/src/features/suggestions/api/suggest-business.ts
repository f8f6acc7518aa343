import type { SuggestBusinessBody, SuggestBusinessResponse } from '@common/contracts/suggestions';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export function suggestBusiness(body: SuggestBusinessBody): Promise<SuggestBusinessResponse> {
  return api<SuggestBusinessResponse>('/api/provider-suggestions', { method: 'POST', body });
}

/* Nothing to invalidate: a suggestion stays pending, out of every list, until it is reviewed. */
export function useSuggestBusiness() {
  return useMutation({ mutationFn: suggestBusiness });
}

import type {
  ProviderApplication,
  SubmitApplicationResponse,
} from '@common/contracts/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { api } from '@web/lib/api';
import { pageLocale } from '@web/lib/i18n/apply-locale';

export type ApplicationSubmission = {
  application: ProviderApplication;
  /** The listed place this application claims (decision 060), instead of a new listing. */
  claim?: number;
};

export function submitApplication({
  application,
  claim,
}: ApplicationSubmission): Promise<SubmitApplicationResponse> {
  const query = claim === undefined ? '' : `?claim=${claim}`;
  return api<SubmitApplicationResponse>(`/api/provider-applications${query}`, {
    method: 'POST',
    /* The application's language: its receipt, approval and other mails use it (decision 066). */
    body: { ...application, locale: pageLocale() },
  });
}

/*
 * A new application stays pending, out of every list, until it is reviewed: nothing to
 * invalidate. A claim changes its listing's page (no longer 'Is this your business?').
 */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (_response, { claim }) => {
      if (claim !== undefined) {
        void queryClient.invalidateQueries({ queryKey: providerKeys.profile(claim) });
      }
    },
  });
}

import type { UpdateNeedsBody } from '@common/contracts/needs';
import { NEEDS_MESSAGES } from '@common/messages/needs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meKeys } from '@web/features/me/api/me-keys';
import { providerKeys } from '@web/features/providers/api/provider-keys';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';

/** Saves My needs; the profile and every search (its cards say how well each place fits) reload. */
export function useUpdateNeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNeedsBody) =>
      api<{ ok: true }>('/api/me/needs', { method: 'PUT', body }),
    onSuccess: async () => {
      notify.success({ title: NEEDS_MESSAGES.needsSaved });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
        queryClient.invalidateQueries({ queryKey: providerKeys.searches() }),
        /* The profile's 'Meets n of your m needs' and its similar-needs reviews. */
        queryClient.invalidateQueries({ queryKey: providerKeys.profiles() }),
        queryClient.invalidateQueries({ queryKey: providerKeys.reviewLists() }),
      ]);
    },
  });
}

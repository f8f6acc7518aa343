import type { UpdateNeedsBody } from '@common/contracts/needs';
import { NEEDS_MESSAGES } from '@common/messages/needs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { notify } from '../../../../lib/notify';
import { meQueryKey } from '../../../auth/api/get-me';

/** Saves My needs; the profile and every search (its cards say how well each place fits) reload. */
export function useUpdateNeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNeedsBody) =>
      api<{ ok: true }>('/api/me/needs', { method: 'PUT', body }),
    onSuccess: async () => {
      notify.success({ title: NEEDS_MESSAGES.needsSaved });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['providers', 'search'] }),
        /* The profile's 'Meets n of your m needs' and its similar-needs reviews. */
        queryClient.invalidateQueries({ queryKey: ['providers', 'profile'] }),
        queryClient.invalidateQueries({ queryKey: ['providers', 'reviews'] }),
      ]);
    },
  });
}

import type {
  FollowSettingsResponse,
  UpdateFollowSettingsBody,
} from '@common/contracts/follow-changes';
import { FOLLOW_CHANGES_MESSAGES } from '@common/messages/follow-changes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@web/features/auth/auth-provider';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { followKeys } from './follow-keys';

/** The signed-in member's following: how often, every favourite, and places one by one. */
export function useFollowSettings() {
  const { user } = useAuth();
  return useQuery({
    queryKey: followKeys.settings(),
    queryFn: ({ signal }) => api<FollowSettingsResponse>('/api/me/follow-changes', { signal }),
    enabled: Boolean(user),
  });
}

function useSettingsMutation<V>(request: (value: V) => Promise<FollowSettingsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (data) => queryClient.setQueryData(followKeys.settings(), data),
    onError: () => notify.error(FOLLOW_CHANGES_MESSAGES.failed),
  });
}

export function useUpdateFollowSettings() {
  return useSettingsMutation((body: UpdateFollowSettingsBody) =>
    api<FollowSettingsResponse>('/api/me/follow-changes', { method: 'PUT', body }),
  );
}

export function useFollowPlace() {
  return useSettingsMutation(
    ({ providerId, following }: { providerId: number; following: boolean }) =>
      api<FollowSettingsResponse>(`/api/me/follow-changes/places/${providerId}`, {
        method: 'PUT',
        body: { following },
      }),
  );
}

import type { FavoriteIdsResponse, FavoriteStateResponse } from '@common/contracts/favorites';
import { FAVORITE_MESSAGES } from '@common/messages/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@web/features/auth/auth-provider';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { favoriteKeys } from './favorite-keys';
import { notifyRemovedWithUndo } from './undo-removal';

export const favoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: favoriteKeys.ids(),
    queryFn: ({ signal }) => api<FavoriteIdsResponse>('/api/favorites', { signal }),
    select: (data) => new Set(data.providerIds),
  });

/** The signed-in user's saved provider ids; an empty set when signed out or on error (spec). */
export function useFavoriteIds(): Set<number> {
  const { user } = useAuth();
  const query = useQuery({ ...favoriteIdsQueryOptions(), enabled: Boolean(user) });
  return (user && query.data) || new Set<number>();
}

/** Save toggles: adds, or removes when already saved. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: number) =>
      api<FavoriteStateResponse>('/api/favorites/toggle', { body: { providerId } }),
    onSuccess: ({ saved }, providerId) => {
      if (saved) notify.success(FAVORITE_MESSAGES.saved);
      else notifyRemovedWithUndo(queryClient, providerId);
    },
    onError: () => notify.error(FAVORITE_MESSAGES.updateFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}

import type { FavoriteProvidersResponse } from '@common/contracts/favorites';
import { FAVORITE_MESSAGES } from '@common/messages/account';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { favoriteKeys } from './favorite-keys';
import { notifyRemovedWithUndo } from './undo-removal';

export const favoriteProvidersQueryOptions = () =>
  queryOptions({
    queryKey: favoriteKeys.providers(),
    queryFn: ({ signal }) => api<FavoriteProvidersResponse>('/api/favorites/providers', { signal }),
  });

/** The favourites page's heart: removes the provider from the list. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: number) =>
      api<unknown>(`/api/favorites/${providerId}`, { method: 'DELETE' }),
    onSuccess: (_answer, providerId) => notifyRemovedWithUndo(queryClient, providerId),
    onError: () => notify.error(FAVORITE_MESSAGES.updateFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}

import type { FavoriteStateResponse } from '@common/contracts/favorites';
import { FAVORITE_MESSAGES, UNDO_REMOVAL_MESSAGES } from '@common/messages/account';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { favoriteKeys } from './favorite-keys';

export const UNDO_LABEL = 'Undo';
export const RESTORED_MESSAGE = {
  title: UNDO_REMOVAL_MESSAGES.restoredToFavorites,
  description: UNDO_REMOVAL_MESSAGES.providerIsBackIn,
} as const;

/*
 * Undo saves the provider again through the toggle endpoint. Toggle flips whatever the server
 * holds: if the provider is somehow saved again already (another tab), the first flip removes
 * it and a second one restores it, so Undo always ends saved.
 */
async function saveAgain(providerId: number) {
  const first = await api<FavoriteStateResponse>('/api/favorites/toggle', { body: { providerId } });
  if (!first.saved)
    await api<FavoriteStateResponse>('/api/favorites/toggle', { body: { providerId } });
}

/** The 'Removed from favorites' toast with an Undo button that restores the favourite. */
export function notifyRemovedWithUndo(queryClient: QueryClient, providerId: number) {
  notify.success(FAVORITE_MESSAGES.removed, {
    label: UNDO_LABEL,
    onClick: () => {
      saveAgain(providerId)
        .then(() => notify.success(RESTORED_MESSAGE))
        .catch(() => notify.error(FAVORITE_MESSAGES.updateFailed))
        .finally(() => void queryClient.invalidateQueries({ queryKey: favoriteKeys.all }));
    },
  });
}

import { SEARCH_MESSAGES } from '@common/messages/search';
import { useAuth } from '@web/features/auth/auth-provider';
import { useAuthDialog } from '@web/features/auth/components/auth-dialog';
import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites';

export function SaveButton({
  providerId,
  providerName,
}: {
  providerId: number;
  providerName: string;
}) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const saved = useFavoriteIds().has(providerId);
  const toggle = useToggleFavorite();
  const updating = toggle.isPending && toggle.variables === providerId;

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`${saved ? SEARCH_MESSAGES.saved : SEARCH_MESSAGES.save} ${providerName}`}
      disabled={updating}
      onClick={() => (user ? toggle.mutate(providerId) : openAuthDialog('signin'))}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-semibold disabled:opacity-60',
        saved
          ? 'border-rose-700 bg-rose-50 text-rose-900'
          : 'border-line bg-surface text-ink hover:bg-brand-50',
      )}
    >
      <Heart aria-hidden="true" className={clsx('h-4 w-4', saved && 'fill-current')} />
      {saved ? SEARCH_MESSAGES.saved : SEARCH_MESSAGES.save}
    </button>
  );
}

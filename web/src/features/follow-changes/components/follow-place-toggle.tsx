import { FOLLOW_CHANGES_MESSAGES as M } from '@common/messages/follow-changes';
import { useFollowPlace, useFollowSettings } from '../api/follow-settings';

/* A saved place's own "Follow changes" choice (decision 072); on, and fixed, while every
 * favourite is followed. */
export function FollowPlaceToggle({ providerId, name }: { providerId: number; name: string }) {
  const settings = useFollowSettings();
  const follow = useFollowPlace();
  const all = settings.data?.followAllFavorites ?? false;
  const following = all || (settings.data?.followedProviderIds.includes(providerId) ?? false);
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="h-5 w-5 shrink-0 accent-brand-700"
        aria-label={M.followPlaceLabel(name)}
        checked={following}
        disabled={!settings.data || all}
        onChange={(event) => follow.mutate({ providerId, following: event.target.checked })}
      />
      <span aria-hidden="true">{M.followPlace}</span>
    </label>
  );
}

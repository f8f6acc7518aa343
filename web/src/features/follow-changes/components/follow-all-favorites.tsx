import { FOLLOW_CHANGES_MESSAGES as M } from '@common/messages/follow-changes';
import { Link } from 'react-router';
import { useFollowSettings, useUpdateFollowSettings } from '../api/follow-settings';

/* "Follow changes to all my favorites" on the saved list (decision 072). */
export function FollowAllFavorites() {
  const settings = useFollowSettings();
  const update = useUpdateFollowSettings();
  const all = settings.data?.followAllFavorites ?? false;
  return (
    <div className="mt-4 rounded-2xl border border-line bg-surface p-4">
      <label className="flex min-h-11 items-start gap-3 font-medium">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          checked={all}
          disabled={!settings.data}
          aria-describedby="follow-all-hint"
          onChange={(event) => update.mutate({ followAllFavorites: event.target.checked })}
        />
        <span>{M.followAll}</span>
      </label>
      <p id="follow-all-hint" className="mt-1 text-sm text-muted">
        {M.followAllHint}
      </p>
      {settings.data?.mode === 'off' ? (
        <p className="mt-2 text-sm">
          <Link to="/account" className="font-medium text-brand-800 underline">
            {M.offNotice}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

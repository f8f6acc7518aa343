import { NEEDS_MESSAGES } from '@common/messages/needs';
import { useAuth } from '@web/features/auth/auth-provider';
import { useId } from 'react';
import { Link } from 'react-router';

export type SearchSort = 'rank' | 'best-match';

export const sortFromParam = (value: string | null): SearchSort =>
  value === 'best-match' ? 'best-match' : 'rank';

/**
 * 'Best match for me' beside the results, for a signed-in member with saved needs; a member
 * without needs is pointed to My needs; visitors see nothing.
 */
export function NeedsSortControl({
  sort,
  onSortChange,
}: {
  sort: SearchSort;
  onSortChange(sort: SearchSort): void;
}) {
  const { user, profile } = useAuth();
  const id = useId();
  if (!user) return null;
  if ((profile?.accommodations.length ?? 0) === 0) {
    return (
      <p className="mt-2">
        <Link to="/my-needs" className="font-semibold text-brand-800 underline underline-offset-4">
          {NEEDS_MESSAGES.addNeedsPrompt}
        </Link>
      </p>
    );
  }
  return (
    <div className="mt-2 flex items-center gap-2">
      <label htmlFor={id} className="font-medium">
        {NEEDS_MESSAGES.sortLabel}
      </label>
      <select
        id={id}
        value={sort}
        onChange={(e) => onSortChange(sortFromParam(e.target.value))}
        className="rounded-lg border border-line bg-surface px-3 py-2"
      >
        <option value="rank">{NEEDS_MESSAGES.sortRank}</option>
        <option value="best-match">{NEEDS_MESSAGES.sortBestMatch}</option>
      </select>
    </div>
  );
}

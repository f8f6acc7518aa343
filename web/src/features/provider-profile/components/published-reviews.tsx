import type { ReviewSort } from '@common/contracts/provider-profile';
import { normalizeNeeds } from '@common/domain/needs-match';
import { accommodationLabel } from '@common/messages/catalog';
import { NEEDS_MESSAGES } from '@common/messages/needs';
import { PROFILE_MESSAGES } from '@common/messages/provider';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/auth-provider';
import { useId, useState } from 'react';
import { usePublishedReviews } from '../api/get-published-reviews';
import { ReviewItem } from './review-item';

/**
 * Approved reviews, newest or most helpful first, filtered by a listed accommodation; a signed-in
 * member with saved needs may also put first the reviews of families with similar needs.
 */
export function PublishedReviews({
  providerId,
  accommodations,
}: {
  providerId: number;
  accommodations: readonly string[];
}) {
  const ids = useId();
  const { user, profile } = useAuth();
  const hasNeeds = user !== null && normalizeNeeds(profile?.accommodations ?? []).length > 0;
  const [chosenSort, setSort] = useState<ReviewSort>('newest');
  /* After signing out (or clearing one's needs) 'similar' is no longer offered. */
  const sort = chosenSort === 'similar' && !hasNeeds ? 'newest' : chosenSort;
  const [accommodation, setAccommodation] = useState<string | null>(null);
  const query = usePublishedReviews(providerId, { sort, accommodation });
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];

  return (
    <section aria-labelledby="profile-reviews">
      <h2 id="profile-reviews" className="text-2xl font-semibold">
        {PROFILE_MESSAGES.reviewsHeading}
      </h2>
      <div className="mt-3 flex flex-wrap gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-sort`} className="font-medium">
            {PROFILE_MESSAGES.sortLabel}
          </label>
          <select
            id={`${ids}-sort`}
            value={sort}
            onChange={(e) => setSort(e.target.value as ReviewSort)}
            className="rounded-lg border border-line bg-surface px-3 py-2"
          >
            <option value="newest">{PROFILE_MESSAGES.sortNewest}</option>
            <option value="helpful">{PROFILE_MESSAGES.sortHelpful}</option>
            {hasNeeds ? <option value="similar">{NEEDS_MESSAGES.similarNeeds}</option> : null}
          </select>
        </div>
        {accommodations.length > 0 ? (
          <div className="flex min-w-0 max-w-full flex-col gap-1">
            <label htmlFor={`${ids}-filter`} className="font-medium">
              {PROFILE_MESSAGES.filterLabel}
            </label>
            <select
              id={`${ids}-filter`}
              value={accommodation ?? ''}
              onChange={(e) => setAccommodation(e.target.value || null)}
              className="max-w-full rounded-lg border border-line bg-surface px-3 py-2"
            >
              <option value="">{PROFILE_MESSAGES.filterAll}</option>
              {accommodations.map((a) => (
                <option key={a} value={a}>
                  {accommodationLabel(a)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {query.isPending ? (
        <Spinner />
      ) : reviews.length === 0 ? (
        <p className="mt-4 text-muted">
          {accommodation ? PROFILE_MESSAGES.reviewsNoneForFilter : PROFILE_MESSAGES.reviewsNone}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {reviews.map((r) => (
            <li key={r.id}>
              <ReviewItem review={r} providerId={providerId} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {PROFILE_MESSAGES.moreReviews}
        </Button>
      ) : null}
    </section>
  );
}

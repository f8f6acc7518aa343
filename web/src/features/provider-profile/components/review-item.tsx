import type { PublishedReview } from '@common/contracts/provider-profile';
import {
  ACCOMMODATION_CATEGORY_LABELS,
  accommodationLabel,
  EXPERIENCE_TAG_LABELS,
} from '@common/messages/catalog';
import { NEEDS_MESSAGES } from '@common/messages/needs';
import { PROFILE_MESSAGES, REVIEW_ITEM_MESSAGES } from '@common/messages/provider';
import { ReviewRating } from '@web/components/review-rating';
import { useAuth } from '@web/features/auth/auth-provider';
import { useAuthDialog } from '@web/features/auth/components/auth-dialog';
import { ApiError } from '@web/lib/api';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { notify } from '@web/lib/notify';
import { BadgeCheck, Flag, ThumbsUp, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useMarkHelpful } from '../api/review-feedback';
import { ReportReviewDialog } from './report-review-dialog';

const ACTION =
  'inline-flex items-center gap-1.5 rounded-lg border border-line bg-surface px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-muted';

export const reviewDate = (iso: string) =>
  new Date(iso).toLocaleDateString(pageLocaleTag(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** One published review: who (first name, last initial), when, stars, what they found. */
export function ReviewItem({
  review,
  providerId,
}: {
  review: PublishedReview;
  providerId: number;
}) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const helpful = useMarkHelpful(providerId);
  const [reporting, setReporting] = useState(false);
  const headingId = `review-${review.id}`;

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {review.displayName}
        </h3>
        <ReviewRating rating={review.overallRating} noticed={review.accommodationsNoticed} />
        <time dateTime={review.createdAt} className="text-muted">
          {reviewDate(review.createdAt)}
        </time>
        {review.verifiedVisit ? (
          <span className="inline-flex items-center gap-1 rounded-full border border-green-700 bg-green-50 px-2 py-0.5 text-sm font-semibold text-green-900">
            <BadgeCheck aria-hidden="true" className="h-4 w-4" />
            {PROFILE_MESSAGES.verifiedVisit}
          </span>
        ) : null}
        {review.similarNeeds ? (
          <span className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
            <UsersRound aria-hidden="true" className="h-4 w-4" />
            {NEEDS_MESSAGES.similarNeeds}
          </span>
        ) : null}
      </header>
      {review.practitionerName ? (
        <p className="mt-1 text-muted">{PROFILE_MESSAGES.practitioner(review.practitionerName)}</p>
      ) : null}
      {/* The reviewer's own words, in the language they wrote (decision 062 follow-up). */}
      <p
        className="mt-3 whitespace-pre-line text-lg leading-relaxed"
        lang={review.lang ?? undefined}
      >
        {review.reviewText}
      </p>

      {review.categories.length > 0 ? (
        <dl className="mt-3 grid gap-2 sm:grid-cols-3">
          {review.categories.map((c) => (
            <div key={c.key}>
              <dt className="font-semibold">
                {(ACCOMMODATION_CATEGORY_LABELS as Record<string, string>)[c.key] ?? c.label}
              </dt>
              <dd className="text-muted">
                {c.items.map(accommodationLabel).join(', ')}
                {c.matches === false ? (
                  <span className="block text-orange-900">{PROFILE_MESSAGES.didNotMatch}</span>
                ) : null}
                {c.comment ? (
                  <span className="block italic" lang={review.lang ?? undefined}>
                    “{c.comment}”
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {review.ratings.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2 text-sm">
          {review.ratings.map((r) => (
            <li key={r.name} className="rounded-full border border-line px-2 py-0.5">
              {r.name}: {r.value}/5
            </li>
          ))}
        </ul>
      ) : null}
      {review.feedbackTags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={REVIEW_ITEM_MESSAGES.tags}>
          {review.feedbackTags.map((tag) => (
            <li key={tag} className="rounded-lg bg-sand-100 px-2.5 py-1 text-sm">
              {(EXPERIENCE_TAG_LABELS as Record<string, string>)[tag] ?? tag}
            </li>
          ))}
        </ul>
      ) : null}

      <footer className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-3">
        {review.helpfulCount > 0 ? (
          <span className="text-sm text-muted">
            {PROFILE_MESSAGES.helpfulCount(review.helpfulCount)}
          </span>
        ) : null}
        {review.viewer.isAuthor ? null : (
          <>
            <button
              type="button"
              className={ACTION}
              aria-pressed={review.viewer.markedHelpful}
              disabled={review.viewer.markedHelpful || helpful.isPending}
              onClick={() => {
                if (!user) return openAuthDialog('signin');
                helpful.mutate(review.id, {
                  onError: (err) =>
                    notify.error({
                      title: PROFILE_MESSAGES.helpful,
                      description: err instanceof ApiError ? err.message : undefined,
                    }),
                });
              }}
            >
              <ThumbsUp aria-hidden="true" className="h-4 w-4" />
              {review.viewer.markedHelpful
                ? PROFILE_MESSAGES.markedHelpful
                : PROFILE_MESSAGES.helpful}
              <span className="sr-only">: {review.displayName}</span>
            </button>
            <button
              type="button"
              className={ACTION}
              disabled={review.viewer.reported}
              onClick={() => (user ? setReporting(true) : openAuthDialog('signin'))}
            >
              <Flag aria-hidden="true" className="h-4 w-4" />
              {review.viewer.reported ? PROFILE_MESSAGES.reported : PROFILE_MESSAGES.report}
              <span className="sr-only">: {review.displayName}</span>
            </button>
          </>
        )}
      </footer>
      {reporting ? (
        <ReportReviewDialog
          providerId={providerId}
          reviewId={review.id}
          open={reporting}
          onOpenChange={setReporting}
        />
      ) : null}
    </article>
  );
}

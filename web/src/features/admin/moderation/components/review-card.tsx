import { MODERATION_NOTES_MAX_LENGTH } from '@common/contracts/limits';
import type { ModerationDecision, PendingReview } from '@common/contracts/moderation';
import { ADMIN_MESSAGES, CONFIRM_MESSAGES, REVIEW_CARD_MESSAGES } from '@common/messages/admin';
import {
  ACCOMMODATION_CATEGORY_LABELS,
  accommodationLabel,
  EXPERIENCE_TAG_LABELS,
} from '@common/messages/catalog';
import { RATING_MESSAGES } from '@common/messages/review';
import { Button } from '@web/components/ui/button';
import { FieldError } from '@web/components/ui/field';
import { ConfirmAction } from '@web/features/admin/shared/components/confirm-action';
import { ProofLink } from '@web/features/admin/shared/components/proof-link';
import { ProviderNameLink } from '@web/features/provider-profile/components/provider-name-link';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { BadgeCheck, Star } from 'lucide-react';
import { type MouseEvent, type Ref, useId, useRef, useState } from 'react';

type Props = {
  review: PendingReview;
  selected: boolean;
  onSelectedChange(selected: boolean): void;
  onDecide(status: ModerationDecision, notes: string): void;
  onSkip(): void;
  busy: boolean;
  headingRef: Ref<HTMLHeadingElement>;
};

const dateFormat = new Intl.DateTimeFormat(pageLocaleTag(), {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/* A tag in the page's words: an experience tag, or an accommodation a review ticked. */
const tagLabel = (tag: string) =>
  (EXPERIENCE_TAG_LABELS as Record<string, string>)[tag] ?? accommodationLabel(tag);

/** One pending review: what the reviewer said, the proof, and the decision controls. */
export function ReviewCard({
  review,
  selected,
  onSelectedChange,
  onDecide,
  onSkip,
  busy,
  headingRef,
}: Props) {
  const id = useId();
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | null>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const { sensory } = review;
  /* The ticked accommodations are already listed under their categories above the tags. */
  const listed = new Set(sensory.categories.flatMap((c) => c.items));
  const tags = [
    ...new Set([...sensory.feedbackTags, ...review.sensoryTags.filter((t) => !listed.has(t))]),
  ];

  /* A rejection needs notes before it is asked about: the question stays shut without them. */
  const checkNotes = (event: MouseEvent) => {
    if (notes.trim() !== '') return;
    event.preventDefault();
    setNotesError(ADMIN_MESSAGES.rejectNotesRequired);
    notesRef.current?.focus();
  };
  const decide = (status: ModerationDecision) => {
    if (!busy) onDecide(status, notes);
  };

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <input
          id={`${id}-select`}
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelectedChange(e.target.checked)}
          className="mt-1.5 h-5 w-5 shrink-0 accent-brand-700"
          aria-label={REVIEW_CARD_MESSAGES.selectTheReviewOf(
            review.providerName,
            review.reviewerName,
          )}
        />
        <div className="min-w-0 flex-1">
          <h3
            id={`${id}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold outline-offset-4"
          >
            {review.providerId ? (
              <ProviderNameLink
                provider={{ id: review.providerId, name: review.providerName }}
                always
              />
            ) : (
              review.providerName
            )}
          </h3>
          <p className="text-sm text-muted">
            {REVIEW_CARD_MESSAGES.by} {review.reviewerName} ·{' '}
            {dateFormat.format(new Date(review.createdAt))}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-3">
            {review.overallRating !== null ? (
              <>
                <span className="flex items-center gap-0.5" aria-hidden="true">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star
                      key={n}
                      className={
                        n <= (review.overallRating ?? 0)
                          ? 'h-4 w-4 fill-amber-500 text-amber-600'
                          : 'h-4 w-4 text-line'
                      }
                    />
                  ))}
                </span>
                <span className="font-medium">
                  {REVIEW_CARD_MESSAGES.overallRating}{' '}
                  {RATING_MESSAGES.choice(review.overallRating)} ({review.overallRating}{' '}
                  {REVIEW_CARD_MESSAGES.outOf5}
                </span>
              </>
            ) : (
              <span className="font-medium">{RATING_MESSAGES.noStarsChosen}</span>
            )}
            <span className="text-sm text-muted">
              {RATING_MESSAGES.accommodationsNoticed(review.sensoryTags.length)}
            </span>
            {review.isVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
                <BadgeCheck aria-hidden="true" className="h-4 w-4" />{' '}
                {REVIEW_CARD_MESSAGES.verifiedExperience}
              </span>
            ) : null}
            {sensory.matchScore !== null ? (
              <span className="text-sm text-muted">
                {REVIEW_CARD_MESSAGES.sensoryMatch} {sensory.matchScore}%
              </span>
            ) : null}
          </p>

          <p className="mt-3 whitespace-pre-line" lang={review.lang ?? undefined}>
            {review.reviewText}
          </p>

          {sensory.categories.length > 0 ? (
            <dl className="mt-3 grid gap-3 sm:grid-cols-3">
              {sensory.categories.map((c) => (
                <div key={c.key} className="rounded-lg bg-canvas p-3">
                  <dt className="font-medium">
                    {(ACCOMMODATION_CATEGORY_LABELS as Record<string, string>)[c.key] ?? c.label}
                  </dt>
                  <dd className="mt-1 text-sm">
                    {c.items.length > 0
                      ? c.items.map(accommodationLabel).join(', ')
                      : REVIEW_CARD_MESSAGES.nothingTicked}
                    {c.matches === false ? (
                      <span className="mt-1 block font-medium text-red-800">
                        {REVIEW_CARD_MESSAGES.didNotMatchThe}
                      </span>
                    ) : null}
                    {c.comment ? (
                      <span className="mt-1 block italic" lang={review.lang ?? undefined}>
                        “{c.comment}”
                      </span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}

          {sensory.ratings.length > 0 ? (
            <ul
              className="mt-3 flex flex-wrap gap-2 text-sm"
              aria-label={REVIEW_CARD_MESSAGES.sensoryRatings}
            >
              {sensory.ratings.map((r) => (
                <li key={r.name} className="rounded-full border border-line px-2 py-0.5">
                  {r.name}: {r.value}/5
                </li>
              ))}
            </ul>
          ) : null}

          {tags.length > 0 ? (
            <ul
              className="mt-3 flex flex-wrap gap-2 text-sm"
              aria-label={REVIEW_CARD_MESSAGES.tags}
            >
              {tags.map((tag) => (
                <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
                  {tagLabel(tag)}
                </li>
              ))}
            </ul>
          ) : null}

          {review.customSensoryFeature ? (
            <p className="mt-2 text-sm">
              <span className="font-medium">{REVIEW_CARD_MESSAGES.suggestedFeature}</span>{' '}
              {review.customSensoryFeature}
            </p>
          ) : null}
          {review.practitionerName ? (
            <p className="mt-2 text-sm">
              <span className="font-medium">{REVIEW_CARD_MESSAGES.practitioner}</span>{' '}
              {review.practitionerName}
            </p>
          ) : null}
          {review.proof ? (
            <div className="mt-3">
              <ProofLink fileId={review.proof.fileId} label={REVIEW_CARD_MESSAGES.proof} />
            </div>
          ) : null}

          <div className="mt-4 flex flex-col gap-1">
            <label htmlFor={`${id}-notes`} className="font-medium">
              {REVIEW_CARD_MESSAGES.moderatorNotes}{' '}
              <span className="font-normal text-muted">
                {REVIEW_CARD_MESSAGES.requiredToReject}
              </span>
            </label>
            <textarea
              id={`${id}-notes`}
              ref={notesRef}
              rows={2}
              maxLength={MODERATION_NOTES_MAX_LENGTH}
              value={notes}
              onChange={(e) => {
                setNotes(e.target.value);
                if (e.target.value.trim()) setNotesError(null);
              }}
              aria-invalid={notesError ? true : undefined}
              aria-describedby={notesError ? `${id}-notes-error` : undefined}
              className="rounded-lg border border-line bg-surface px-3 py-2 text-ink"
            />
            <FieldError id={`${id}-notes-error`} message={notesError} announce />
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <ConfirmAction
              title={CONFIRM_MESSAGES.approveReview.title(review.providerName)}
              description={CONFIRM_MESSAGES.approveReview.description}
              confirmLabel="Approve"
              onConfirm={() => decide('approved')}
            >
              <Button size="sm">{REVIEW_CARD_MESSAGES.approve}</Button>
            </ConfirmAction>
            <ConfirmAction
              title={CONFIRM_MESSAGES.rejectReview.title(review.providerName)}
              description={CONFIRM_MESSAGES.rejectReview.description}
              confirmLabel="Reject"
              danger
              onConfirm={() => decide('rejected')}
            >
              <Button size="sm" variant="danger" onClick={checkNotes}>
                {REVIEW_CARD_MESSAGES.reject}
              </Button>
            </ConfirmAction>
            <Button size="sm" variant="ghost" disabled={busy} onClick={onSkip}>
              {REVIEW_CARD_MESSAGES.skip}
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

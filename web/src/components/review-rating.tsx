import { PROFILE_MESSAGES } from '@common/messages/provider';
import { RATING_MESSAGES } from '@common/messages/review';
import { useId } from 'react';
import { FieldError } from './ui/field';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A review's own stars with their words ('★★★★☆ 4 — mostly calm'), or, for a review from before
 * the form asked, no stars at all (decision 039); the accommodations figure beside either.
 */
export function ReviewRating({ rating, noticed }: { rating: number | null; noticed: number }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      {rating !== null ? (
        <span className="text-amber-800" data-testid="review-stars">
          <span aria-hidden="true">
            {'★'.repeat(rating)}
            {'☆'.repeat(5 - rating)}{' '}
          </span>
          <span className="sr-only">{`${PROFILE_MESSAGES.ratingLabel(rating)}: `}</span>
          <span className="text-ink">{RATING_MESSAGES.words[rating]}</span>
        </span>
      ) : (
        <span className="text-muted">{RATING_MESSAGES.noStarsChosen}</span>
      )}
      <span className="text-sm text-muted">{RATING_MESSAGES.accommodationsNoticed(noticed)}</span>
    </span>
  );
}

/**
 * 'Overall, how was the visit?': five native radio buttons, so Tab reaches the group once and
 * the arrow keys choose, each with its words read out.
 */
export function RatingChoice({
  value,
  onChange,
  error,
  firstInputId,
}: {
  value: number | null;
  onChange(rating: number): void;
  error?: string;
  /** Lets the form focus the group when the rating is missing. */
  firstInputId?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-describedby={[`${id}-hint`, error ? errorId : null].filter(Boolean).join(' ')}
      className="flex flex-col gap-2"
    >
      <legend className="text-lg font-semibold">{RATING_MESSAGES.legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {RATING_MESSAGES.hint}
      </p>
      <div className="flex flex-wrap gap-2">
        {STARS.map((n) => (
          <label
            key={n}
            className="flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              id={n === 1 ? firstInputId : undefined}
              type="radio"
              name={`${id}-rating`}
              value={n}
              required
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              className="h-4 w-4 accent-brand-700"
            />
            <span aria-hidden="true" className="text-amber-800">
              {'★'.repeat(n)}
            </span>
            <span>{RATING_MESSAGES.choice(n)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} announce />
    </fieldset>
  );
}

import type { MyReview } from '@common/contracts/account';
import { FEEDBACK_MAX_LENGTH, PRACTITIONER_NAME_MAX_LENGTH } from '@common/contracts/reviews';
import { ACCOUNT_MESSAGES as M } from '@common/messages/account';
import { RATING_MESSAGES } from '@common/messages/review';
import { useQuery } from '@tanstack/react-query';
import { RatingChoice, ReviewRating } from '@web/components/review-rating';
import { Button, buttonClass } from '@web/components/ui/button';
import { AlertDialogContent } from '@web/components/ui/dialog';
import { Field, FieldError } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { notify } from '@web/lib/notify';
import clsx from 'clsx';
import { AlertDialog } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { myReviewsQueryOptions, useEditMyReview, useWithdrawMyReview } from '../api/my-reviews';

export const MY_REVIEWS_HEADING_ID = 'my-reviews-heading';

const STATUS_STYLES: Record<MyReview['status'], string> = {
  pending: 'border-line bg-sand-100 text-ink',
  approved: 'border-brand-700 bg-brand-50 text-brand-800',
  rejected: 'border-red-800 bg-red-50 text-red-900',
};

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(pageLocaleTag(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : M.somethingWrong;

/** 'My reviews': every review of the member, its status, and edit / withdraw while pending. */
export function MyReviews() {
  const query = useQuery(myReviewsQueryOptions());
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <p role="alert" className="mt-6 text-red-800">
        {M.somethingWrong}
      </p>
    );
  const reviews = query.data.reviews;
  if (reviews.length === 0)
    return (
      <div className="mt-8 rounded-2xl border border-line bg-surface p-10 text-center">
        <p className="text-lg">{M.noReviews}</p>
        <Link to="/review" className={buttonClass('primary', 'md', 'mt-5')}>
          {M.writeReview}
        </Link>
      </div>
    );
  return (
    <ul className="mt-6 flex flex-col gap-4">
      {reviews.map((review) => (
        <li key={review.id}>
          <MyReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

function MyReviewCard({ review }: { review: MyReview }) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {review.providerName}
          </h2>
          <p className="text-sm text-muted">{M.writtenOn(dateOf(review.createdAt))}</p>
        </div>
        <span
          className={clsx(
            'rounded-full border px-3 py-0.5 text-sm font-medium',
            STATUS_STYLES[review.status],
          )}
        >
          {M.statusLabels[review.status]}
        </span>
      </div>
      {review.status === 'rejected' ? (
        <div className="rounded-lg border border-line bg-canvas p-3">
          <p className="font-medium">{M.moderatorReason}</p>
          <p>{review.moderatorNote?.trim() || M.noReasonGiven}</p>
        </div>
      ) : null}
      {editing ? (
        <EditReviewForm
          review={review}
          onDone={() => {
            setEditing(false);
            /* Back to where the person was, not to the top of the page. */
            requestAnimationFrame(() => editButton.current?.focus());
          }}
        />
      ) : (
        <>
          <ReviewRating
            rating={review.rating}
            noticed={Object.values(review.body.categoryExperiences).flat().length}
          />
          <p className="whitespace-pre-line">{review.body.overallFeedback}</p>
          {review.body.practitionerName ? (
            <p className="text-sm text-muted">
              {M.practitionerName}: {review.body.practitionerName}
            </p>
          ) : null}
        </>
      )}
      {review.status === 'pending' && !editing ? (
        <div className="flex flex-wrap gap-2">
          <button
            ref={editButton}
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setEditing(true)}
          >
            {M.edit}
          </button>
          <WithdrawButton review={review} />
        </div>
      ) : null}
    </article>
  );
}

function EditReviewForm({ review, onDone }: { review: MyReview; onDone(): void }) {
  const id = useId();
  const edit = useEditMyReview();
  const [feedback, setFeedback] = useState(review.body.overallFeedback);
  const [practitioner, setPractitioner] = useState(review.body.practitionerName ?? '');
  /* A review from before the form asked for stars gets them here (decision 039). */
  const [rating, setRating] = useState(review.body.overallRating);
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (rating === null) {
      setError({ field: 'overallRating', message: RATING_MESSAGES.required });
      return;
    }
    edit.mutate(
      {
        id: review.id,
        /* Everything else as it was: the server checks the whole review as on submit. */
        body: {
          ...review.body,
          overallRating: rating,
          overallFeedback: feedback,
          practitionerName: practitioner,
        },
      },
      {
        onSuccess: () => {
          notify.success(M.saved);
          onDone();
        },
        onError: (e) =>
          setError({ field: e instanceof ApiError ? e.field : undefined, message: messageOf(e) }),
      },
    );
  };

  return (
    <form
      onSubmit={save}
      aria-label={M.editTitle(review.providerName)}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-feedback`} className="font-medium">
          {M.overallFeedback}
        </label>
        <textarea
          id={`${id}-feedback`}
          rows={4}
          required
          maxLength={FEEDBACK_MAX_LENGTH}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          aria-invalid={error?.field === 'overallFeedback' ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="rounded-lg border border-line bg-surface px-3 py-2 text-ink"
        />
      </div>
      <RatingChoice
        value={rating}
        onChange={setRating}
        error={error?.field === 'overallRating' ? error.message : undefined}
      />
      <Field
        label={M.practitionerName}
        optional
        value={practitioner}
        maxLength={PRACTITIONER_NAME_MAX_LENGTH}
        onChange={(e) => setPractitioner(e.target.value)}
      />
      <FieldError
        id={`${id}-error`}
        message={error?.field === 'overallRating' ? null : error?.message}
        announce
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          {M.save}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}

function WithdrawButton({ review }: { review: MyReview }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawMyReview();
  const [error, setError] = useState<string | null>(null);
  const withdrawn = useRef(false);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <AlertDialog.Trigger className={buttonClass('ghost', 'sm')}>{M.withdraw}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            if (!withdrawn.current) return;
            /* The card is going away: the page heading takes the focus. */
            event.preventDefault();
            document.getElementById(MY_REVIEWS_HEADING_ID)?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-xl font-semibold">{M.withdrawTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            {M.withdrawDescription}
          </AlertDialog.Description>
          <FieldError id={undefined} message={error} announce />
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>{M.cancel}</AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(review.id, {
                  onSuccess: () => {
                    withdrawn.current = true;
                    setOpen(false);
                    notify.success(M.withdrawn);
                  },
                  onError: (e) => setError(messageOf(e)),
                })
              }
            >
              {M.withdrawConfirm}
            </Button>
          </div>
        </AlertDialogContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

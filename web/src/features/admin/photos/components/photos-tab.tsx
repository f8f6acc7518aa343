import { type PendingPhoto, PHOTO_MESSAGES } from '@common/contracts/photos';
import {
  ADMIN_QUEUE_MESSAGES,
  CONFIRM_MESSAGES,
  PHOTOS_TAB_MESSAGES,
} from '@common/messages/admin';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { FieldError } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { ConfirmAction } from '@web/features/admin/shared/components/confirm-action';
import { QueueToolbar } from '@web/features/admin/shared/components/queue-toolbar';
import { useQueueFilters } from '@web/features/admin/shared/hooks/use-queue-filters';
import { ApiError } from '@web/lib/api';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { notify } from '@web/lib/notify';
import { type MouseEvent, useId, useState } from 'react';
import { usePendingPhotos } from '../api/get-pending-photos';
import { useModeratePhoto } from '../api/moderate-photo';

const text = PHOTO_MESSAGES;
const PHOTOS_HEADING = 'photo-moderation-heading';

const errorMessage = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && err.status < 500
    ? err.message
    : PHOTOS_TAB_MESSAGES.somethingWentWrongPlease;

function PendingPhotoCard({ photo }: { photo: PendingPhoto }) {
  const id = useId();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const moderate = useModeratePhoto();

  /* A rejection needs a note before it is asked about: the question stays shut without one. */
  function checkNote(event: MouseEvent) {
    if (notes.trim() !== '') return;
    event.preventDefault();
    setError(text.rejectNotesRequired);
    document.getElementById(`${id}-notes`)?.focus();
  }

  async function decide(status: 'approved' | 'rejected') {
    if (moderate.isPending) return;
    setError(null);
    try {
      await moderate.mutateAsync({ photoId: photo.id, status, notes });
      /* The card leaves the list with the button that had focus: keep the place at the top. */
      document.getElementById(PHOTOS_HEADING)?.focus();
      notify.success({ title: status === 'approved' ? text.approved : text.rejected });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <li className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 md:flex-row">
      <a href={photo.large.url} target="_blank" rel="noreferrer" className="shrink-0">
        <img
          src={photo.small.url}
          width={photo.small.width}
          height={Math.round((photo.height * photo.small.width) / photo.width)}
          alt={photo.altText}
          loading="lazy"
          className="h-auto w-full rounded-lg bg-canvas md:w-64"
        />
        <span className="sr-only"> {PHOTOS_TAB_MESSAGES.openTheLargePhoto}</span>
      </a>
      <div className="flex flex-1 flex-col gap-3">
        <h3 className="text-lg font-semibold">{photo.providerName}</h3>
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">{PHOTOS_TAB_MESSAGES.altText}</dt>
          <dd>{photo.altText}</dd>
          <dt className="font-semibold">{PHOTOS_TAB_MESSAGES.sentence}</dt>
          <dd>{photo.caption || <span className="text-muted">{PHOTOS_TAB_MESSAGES.none}</span>}</dd>
          <dt className="font-semibold">{PHOTOS_TAB_MESSAGES.added}</dt>
          <dd>{new Date(photo.createdAt).toLocaleString(pageLocaleTag())}</dd>
        </dl>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-notes`} className="font-semibold">
            {text.notesLabel}{' '}
            <span className="font-normal text-muted">{PHOTOS_TAB_MESSAGES.requiredToReject}</span>
          </label>
          <textarea
            id={`${id}-notes`}
            rows={2}
            maxLength={1000}
            value={notes}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setNotes(e.target.value)}
            className="rounded-lg border border-line bg-surface px-3 py-2"
          />
          <FieldError id={`${id}-error`} message={error} announce />
        </div>
        <div className="flex flex-wrap gap-2">
          <ConfirmAction
            title={CONFIRM_MESSAGES.approvePhoto.title(photo.providerName)}
            description={CONFIRM_MESSAGES.approvePhoto.description}
            confirmLabel={text.approve}
            onConfirm={() => void decide('approved')}
          >
            <Button
              size="sm"
              aria-label={PHOTOS_TAB_MESSAGES.photoAction(
                text.approve,
                photo.altText,
                photo.providerName,
              )}
            >
              {text.approve}
            </Button>
          </ConfirmAction>
          <ConfirmAction
            title={CONFIRM_MESSAGES.rejectPhoto.title(photo.providerName)}
            description={CONFIRM_MESSAGES.rejectPhoto.description}
            confirmLabel={text.reject}
            danger
            onConfirm={() => void decide('rejected')}
          >
            <Button
              size="sm"
              variant="secondary"
              aria-label={PHOTOS_TAB_MESSAGES.photoAction(
                text.reject,
                photo.altText,
                photo.providerName,
              )}
              onClick={checkNote}
            >
              {text.reject}
            </Button>
          </ConfirmAction>
        </div>
      </div>
    </li>
  );
}

/** The admin's Photos tab: photos waiting for review, approved or rejected with a note. */
export function PhotoModerationTab() {
  const { q, state, sort, update } = useQueueFilters('oldest');
  const pending = usePendingPhotos({ q, state, sort });

  if (pending.isPending) return <Spinner label={PHOTOS_TAB_MESSAGES.loadingPhotos} />;
  if (pending.isError) {
    return (
      <QueryError onRetry={() => void pending.refetch()}>{errorMessage(pending.error)}</QueryError>
    );
  }
  const { photos, total } = pending.data;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 id={PHOTOS_HEADING} tabIndex={-1} className="text-2xl font-semibold">
          {PHOTOS_TAB_MESSAGES.photoModeration}
        </h2>
        <p className="mt-1 text-muted">{text.adminIntro}</p>
        {total > 0 ? (
          <p className="mt-1 text-sm text-muted">
            {q || state
              ? PHOTOS_TAB_MESSAGES.foundCount(total)
              : PHOTOS_TAB_MESSAGES.waitingCount(total)}
            {total > photos.length
              ? PHOTOS_TAB_MESSAGES.theFirstAreShown(
                  photos.length,
                  ADMIN_QUEUE_MESSAGES.sorts[sort].toLowerCase(),
                )
              : ''}
            .
          </p>
        ) : null}
      </div>
      <QueueToolbar
        label={PHOTOS_TAB_MESSAGES.photoQueue}
        q={q}
        state={state}
        sort={sort}
        searchHint={PHOTOS_TAB_MESSAGES.businessNameEMail}
        onChange={update}
      />
      {photos.length === 0 ? (
        <p className="rounded-xl bg-canvas p-6 text-center">
          {q || state ? ADMIN_QUEUE_MESSAGES.noMatch : text.adminEmpty}
        </p>
      ) : (
        <ul aria-label={PHOTOS_TAB_MESSAGES.photosWaitingForReview} className="flex flex-col gap-4">
          {photos.map((photo) => (
            <PendingPhotoCard key={photo.id} photo={photo} />
          ))}
        </ul>
      )}
    </div>
  );
}

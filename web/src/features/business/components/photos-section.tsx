import {
  type BusinessPhoto,
  PHOTO_ACCEPT,
  PHOTO_ALT_MAX_LENGTH,
  PHOTO_CAPTION_MAX_LENGTH,
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  photoStatusLabel,
} from '@common/contracts/photos';
import { PHOTOS_SECTION_MESSAGES } from '@common/messages/business';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { FieldError } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { UploadProgress } from '@web/components/ui/upload-progress';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useDeletePhoto } from '../api/delete-photo';
import { useBusinessPhotos } from '../api/get-business-photos';
import { useReorderPhotos } from '../api/reorder-photos';
import { useUpdatePhoto } from '../api/update-photo';
import { useUploadPhoto } from '../api/upload-photo';

const text = PHOTO_MESSAGES;
const INPUT_CLASS = 'rounded-lg border border-line bg-surface px-3 py-2';

const errorMessage = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && err.status < 500
    ? err.message
    : PHOTOS_SECTION_MESSAGES.somethingWentWrongPlease;

/** What the browser can tell before sending; the server judges the type again by content. */
function checkPhotoFile(file: File | null): string | null {
  if (!file) return text.noFile;
  if (file.size > PHOTO_MAX_BYTES) return text.tooLarge;
  if (file.type && !(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return text.invalidType;
  }
  return null;
}

function StatusLine({ photo }: { photo: BusinessPhoto }) {
  return (
    <p
      className={clsx(
        'text-sm font-semibold',
        photo.status === 'approved' && 'text-brand-800',
        photo.status === 'rejected' && 'text-red-800',
        photo.status === 'pending' && 'text-muted',
      )}
    >
      {photoStatusLabel(photo.status, photo.moderatorNotes)}
    </p>
  );
}

function AddPhotoForm({ providerId, full }: { providerId: number; full: boolean }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState('');
  const [caption, setCaption] = useState('');
  const [errors, setErrors] = useState<{ file?: string; altText?: string; caption?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPhoto();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fileProblem = checkPhotoFile(file);
    const altProblem = altText.trim() === '' ? text.altRequired : undefined;
    if (fileProblem || altProblem || !file) {
      setErrors({ file: fileProblem ?? undefined, altText: altProblem });
      (fileProblem ? fileRef : altRef).current?.focus();
      return;
    }
    setErrors({});
    try {
      await upload.mutateAsync({ providerId, file, altText, caption, onProgress: setProgress });
      notify.success({ title: text.uploaded });
      setFile(null);
      setAltText('');
      setCaption('');
      if (fileRef.current) fileRef.current.value = '';
    } catch (err) {
      const message = errorMessage(err);
      const field = err instanceof ApiError ? err.field : undefined;
      if (field === 'altText' || field === 'caption') setErrors({ [field]: message });
      else setErrors({ file: message });
      notify.error({ title: PHOTOS_SECTION_MESSAGES.uploadFailed, description: message });
    } finally {
      setProgress(null);
    }
  }

  const describedBy = (hint: string, error?: string) =>
    [hint, error ? `${hint}-error` : null].filter(Boolean).join(' ');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {text.upload}
      </h3>
      {full ? <p className="text-muted">{text.tooMany}</p> : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="font-semibold">
          {text.fileLabel}
        </label>
        <p id={`${id}-file-hint`} className="text-sm text-muted">
          {text.fileHint}
        </p>
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          accept={PHOTO_ACCEPT}
          disabled={upload.isPending || full}
          aria-describedby={describedBy(`${id}-file-hint`, errors.file)}
          aria-invalid={errors.file ? true : undefined}
          onChange={(e) => {
            const next = e.target.files?.[0] ?? null;
            const problem = next ? checkPhotoFile(next) : null;
            setErrors((prev) => ({ ...prev, file: problem ?? undefined }));
            setFile(problem ? null : next);
          }}
          className="rounded-lg border border-line bg-surface p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
        />
        <FieldError id={`${id}-file-hint-error`} message={errors.file} announce />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-alt`} className="font-semibold">
          {text.altLabel}
        </label>
        <p id={`${id}-alt-hint`} className="text-sm text-muted">
          {text.altHint}
        </p>
        <input
          ref={altRef}
          id={`${id}-alt`}
          required
          maxLength={PHOTO_ALT_MAX_LENGTH}
          value={altText}
          disabled={upload.isPending || full}
          aria-describedby={describedBy(`${id}-alt-hint`, errors.altText)}
          aria-invalid={errors.altText ? true : undefined}
          onChange={(e) => setAltText(e.target.value)}
          className={INPUT_CLASS}
        />
        <FieldError id={`${id}-alt-hint-error`} message={errors.altText} announce />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-caption`} className="font-semibold">
          {text.captionLabel}{' '}
          <span className="font-normal text-muted">{PHOTOS_SECTION_MESSAGES.optional}</span>
        </label>
        <p id={`${id}-caption-hint`} className="text-sm text-muted">
          {text.captionHint}
        </p>
        <textarea
          id={`${id}-caption`}
          rows={2}
          maxLength={PHOTO_CAPTION_MAX_LENGTH}
          value={caption}
          disabled={upload.isPending || full}
          aria-describedby={describedBy(`${id}-caption-hint`, errors.caption)}
          onChange={(e) => setCaption(e.target.value)}
          className={INPUT_CLASS}
        />
        <FieldError id={`${id}-caption-hint-error`} message={errors.caption} announce />
      </div>
      {progress !== null ? (
        <UploadProgress label={PHOTOS_SECTION_MESSAGES.photoUpload} percent={progress} />
      ) : null}
      <Button type="submit" disabled={upload.isPending || full} className="self-start">
        <Upload aria-hidden="true" className="h-4 w-4" />
        {upload.isPending ? text.uploading : text.upload}
      </Button>
    </form>
  );
}

type StepProps = {
  providerId: number;
  photo: BusinessPhoto;
  step: number;
  total: number;
  busy: boolean;
  onMove(direction: -1 | 1): void;
};

function PhotoStep({ providerId, photo, step, total, busy, onMove }: StepProps) {
  const id = useId();
  const [altText, setAltText] = useState(photo.altText);
  const [caption, setCaption] = useState(photo.caption);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePhoto();
  const remove = useDeletePhoto();
  const name = `step ${step}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (altText.trim() === '') {
      setError(text.altRequired);
      return;
    }
    setError(null);
    try {
      const result = await update.mutateAsync({
        providerId,
        photoId: photo.id,
        altText,
        caption,
      });
      notify.success({ title: result.backToReview ? text.savedForReview : text.saved });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync({ providerId, photoId: photo.id });
      notify.success({ title: text.deleted });
    } catch (err) {
      notify.error({ title: PHOTOS_SECTION_MESSAGES.deleteFailed, description: errorMessage(err) });
    }
  }

  return (
    <li className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:flex-row">
      <img
        src={photo.small.url}
        width={photo.small.width}
        height={Math.round((photo.height * photo.small.width) / photo.width)}
        alt={photo.altText}
        loading="lazy"
        className="h-auto w-full rounded-lg bg-canvas object-cover sm:w-48"
      />
      <form onSubmit={save} noValidate className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold">{text.stepOf(step, total)}</h3>
          <StatusLine photo={photo} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-alt`} className="text-sm font-semibold">
            {text.altLabel}
          </label>
          <input
            id={`${id}-alt`}
            required
            maxLength={PHOTO_ALT_MAX_LENGTH}
            value={altText}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setAltText(e.target.value)}
            className={INPUT_CLASS}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-caption`} className="text-sm font-semibold">
            {text.captionLabel}
          </label>
          <textarea
            id={`${id}-caption`}
            rows={2}
            maxLength={PHOTO_CAPTION_MAX_LENGTH}
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            className={INPUT_CLASS}
          />
        </div>
        <FieldError id={`${id}-error`} message={error} announce />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={update.isPending}>
            {text.save}
          </Button>
          <Button
            id={`photo-${photo.id}-up`}
            size="sm"
            variant="secondary"
            disabled={busy || step === 1}
            aria-label={`${text.moveUp}: ${name}`}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
            {text.moveUp}
          </Button>
          <Button
            id={`photo-${photo.id}-down`}
            size="sm"
            variant="secondary"
            disabled={busy || step === total}
            aria-label={`${text.moveDown}: ${name}`}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
            {text.moveDown}
          </Button>
          {confirming ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-sm">{PHOTOS_SECTION_MESSAGES.deleteThisPhoto}</span>
              <Button
                size="sm"
                variant="danger"
                disabled={remove.isPending}
                onClick={() => void confirmDelete()}
              >
                {PHOTOS_SECTION_MESSAGES.yesDelete}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                {PHOTOS_SECTION_MESSAGES.keepIt}
              </Button>
            </span>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${text.remove}: ${name}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {text.remove}
            </Button>
          )}
        </div>
      </form>
    </li>
  );
}

/**
 * The dashboard's Photos tab: add a photo with its alt text and sentence, order the steps with
 * Move up / Move down (keyboard-usable, no dragging), edit or delete, and read each photo's
 * review status.
 */
export function PhotosSection({ providerId }: { providerId: number }) {
  const photos = useBusinessPhotos(providerId);
  const reorder = useReorderPhotos();
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; dir: 'up' | 'down' } | null>(
    null,
  );

  /* Keep the keyboard where it was: on the moved photo's button, or its other one at an end. */
  useEffect(() => {
    if (!focusAfterMove || reorder.isPending) return;
    const { id, dir } = focusAfterMove;
    const same = document.getElementById(`photo-${id}-${dir}`) as HTMLButtonElement | null;
    const other = document.getElementById(
      `photo-${id}-${dir === 'up' ? 'down' : 'up'}`,
    ) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, reorder.isPending]);

  if (photos.isPending) return <Spinner label={PHOTOS_SECTION_MESSAGES.loadingPhotos} />;
  if (photos.isError) {
    return (
      <QueryError onRetry={() => void photos.refetch()}>{errorMessage(photos.error)}</QueryError>
    );
  }
  const list = photos.data.photos;

  function move(index: number, direction: -1 | 1) {
    const ids = list.map((p) => p.id);
    const target = index + direction;
    const moved = ids[index];
    const other = ids[target];
    if (moved === undefined || other === undefined) return;
    ids[index] = other;
    ids[target] = moved;
    setFocusAfterMove({ id: moved, dir: direction === -1 ? 'up' : 'down' });
    reorder.mutate(
      { providerId, photoIds: ids },
      {
        onSuccess: () => notify.success({ title: text.moved }),
        onError: (err) =>
          notify.error({ title: PHOTOS_SECTION_MESSAGES.notSaved, description: errorMessage(err) }),
      },
    );
  }

  return (
    <section aria-labelledby="photos-title" className="flex flex-col gap-6">
      <div>
        <h2 id="photos-title" className="text-2xl font-semibold">
          {text.sectionTitle}
        </h2>
        <p className="mt-1 text-muted">{text.sectionIntro}</p>
        <p className="mt-1 text-sm text-muted">
          {list.length} {PHOTOS_SECTION_MESSAGES.of} {photos.data.maxPhotos}{' '}
          {PHOTOS_SECTION_MESSAGES.photos}
        </p>
      </div>
      {list.length === 0 ? (
        <p className="rounded-xl bg-canvas p-6 text-center">{text.empty}</p>
      ) : (
        <ol aria-label={PHOTOS_SECTION_MESSAGES.yourWhatToExpect} className="flex flex-col gap-4">
          {list.map((photo, index) => (
            <PhotoStep
              key={photo.id}
              providerId={providerId}
              photo={photo}
              step={index + 1}
              total={list.length}
              busy={reorder.isPending}
              onMove={(direction) => move(index, direction)}
            />
          ))}
        </ol>
      )}
      <AddPhotoForm providerId={providerId} full={list.length >= photos.data.maxPhotos} />
    </section>
  );
}

import { PHOTO_MESSAGES, type PublicPhoto } from '@common/contracts/photos';
import { Button } from '@web/components/ui/button';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useProviderPhotos } from '../api/get-provider-photos';

const text = PHOTO_MESSAGES;

export const storySrcSet = (photo: PublicPhoto) =>
  `${photo.small.url} ${photo.small.width}w, ${photo.large.url} ${photo.large.width}w`;

const stepLabel = (photo: PublicPhoto) => photo.caption || photo.altText;

/** Every step at once, for the printable visit-prep sheet: images load at once (not lazily). */
function PrintedStory({ photos, titleId }: { photos: PublicPhoto[]; titleId: string }) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-2xl font-semibold">
        {text.storyTitle}
      </h2>
      <ol className="flex flex-col gap-6">
        {photos.map((photo, i) => (
          <li key={photo.id} className="break-inside-avoid">
            <figure className="flex flex-col gap-2">
              <img
                src={photo.small.url}
                width={photo.small.width}
                height={Math.round((photo.height * photo.small.width) / photo.width)}
                alt={photo.altText}
                className="h-auto w-full max-w-sm rounded-lg"
              />
              <figcaption>
                <span className="font-semibold">{text.stepOf(i + 1, photos.length)}</span>
                {photo.caption ? <span className="block text-lg">{photo.caption}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The what-to-expect story of a provider's profile (decision 029): its approved photos as a
 * calm step-by-step sequence. One step at a time, moved only by the person (Previous / Next or
 * the step list; no autoplay, no animation), each image lazy-loaded with its alt text, its two
 * sizes as a srcset and its width and height given so nothing shifts while it loads. Renders
 * nothing while loading, on an error, or when there is no approved photo. `variant="print"` lists
 * every step at once for the visit-prep sheet.
 */
export function WhatToExpectStory({
  providerId,
  variant = 'page',
}: {
  providerId: number;
  variant?: 'page' | 'print';
}) {
  const photos = useProviderPhotos(providerId);
  const [chosen, setChosen] = useState(0);
  const id = useId();
  const list = photos.data?.photos ?? [];
  if (list.length === 0) return null;
  const titleId = `${id}-title`;
  if (variant === 'print') return <PrintedStory photos={list} titleId={titleId} />;
  const index = Math.min(chosen, list.length - 1);
  const photo = list[index];
  if (!photo) return null;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="text-2xl font-semibold">
          {text.storyTitle}
        </h2>
        <p className="text-muted">{text.storyIntro}</p>
      </div>
      <figure className="flex flex-col gap-3">
        <img
          key={photo.id}
          src={photo.large.url}
          srcSet={storySrcSet(photo)}
          sizes="(min-width: 56rem) 48rem, 100vw"
          width={photo.width}
          height={photo.height}
          alt={photo.altText}
          loading="lazy"
          decoding="async"
          className="h-auto max-h-[70vh] w-full rounded-xl bg-canvas object-contain"
        />
        <figcaption className="flex flex-col gap-1">
          <span className="text-sm font-semibold text-brand-800" aria-live="polite">
            {text.stepOf(index + 1, list.length)}
          </span>
          {photo.caption ? <span className="text-lg">{photo.caption}</span> : null}
        </figcaption>
      </figure>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={index === 0} onClick={() => setChosen(index - 1)}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {text.previous}
        </Button>
        <Button
          variant="secondary"
          disabled={index === list.length - 1}
          onClick={() => setChosen(index + 1)}
        >
          {text.next}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <nav aria-label={text.stepsLabel}>
        <ol className="flex flex-col gap-2 sm:grid sm:grid-cols-2">
          {list.map((step, i) => (
            <li key={step.id}>
              <button
                type="button"
                aria-current={i === index ? 'step' : undefined}
                onClick={() => setChosen(i)}
                className={clsx(
                  'flex w-full items-center gap-3 rounded-lg border p-2 text-left',
                  i === index
                    ? 'border-brand-700 bg-brand-50 font-semibold'
                    : 'border-line bg-surface hover:bg-brand-50',
                )}
              >
                <img
                  src={step.small.url}
                  width={step.small.width}
                  height={Math.round((step.height * step.small.width) / step.width)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-12 w-16 shrink-0 rounded object-cover"
                />
                <span>
                  <span className="sr-only">{text.stepOf(i + 1, list.length)}: </span>
                  <span aria-hidden="true">{i + 1}. </span>
                  {stepLabel(step)}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </section>
  );
}

import {
  type ACCOMMODATION_CATEGORIES,
  EXPERIENCE_TAGS,
  type ExperienceTag,
} from '@common/catalog/accommodations';
import { CATEGORY_COMMENT_MAX_LENGTH, FEEDBACK_MAX_LENGTH } from '@common/contracts/reviews';
import { accommodationLabel, EXPERIENCE_TAG_LABELS } from '@common/messages/catalog';
import {
  REVIEW_MESSAGES,
  REVIEW_VISIT_MESSAGES,
  SENSORY_DETAILS_MESSAGES,
} from '@common/messages/review';
import { FieldError } from '@web/components/ui/field';
import clsx from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { ReviewFormValues } from '../review-form-model';

type CategoryProps = {
  category: (typeof ACCOMMODATION_CATEGORIES)[number];
  selected: readonly string[];
  comment: string;
  matched: boolean;
  onToggleItem(item: string): void;
  onCommentChange(text: string): void;
  onMatchedChange(matched: boolean): void;
  /** Points the first checkbox at the accommodations error, so it is read out on focus. */
  describedBy?: string;
  firstCheckboxId?: string;
};

/** One catalogue category: its six accommodations, a comment and whether it matched the listing. */
export function AccommodationCategory({
  category,
  selected,
  comment,
  matched,
  onToggleItem,
  onCommentChange,
  onMatchedChange,
  describedBy,
  firstCheckboxId,
}: CategoryProps) {
  const id = useId();
  const [open, setOpen] = useState(comment !== '' || !matched);
  return (
    <fieldset className="rounded-xl border border-line bg-surface p-4">
      <legend className="px-1 text-lg font-semibold">{category.label}</legend>
      <ul className="mt-1 grid gap-2 sm:grid-cols-2">
        {category.items.map((item, index) => (
          <li key={item}>
            <label className="flex items-start gap-2">
              <input
                id={index === 0 ? firstCheckboxId : undefined}
                type="checkbox"
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                checked={selected.includes(item)}
                onChange={() => onToggleItem(item)}
                aria-describedby={index === 0 ? describedBy : undefined}
              />
              <span>{accommodationLabel(item)}</span>
            </label>
          </li>
        ))}
      </ul>
      {/* The comment and the match toggle sit behind one button after the checklist: a
       * keyboard user with nothing to add passes them with one Tab (decision 028). They
       * stay open once used, so nothing typed or unticked is ever hidden. */}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((o) => !o)}
        className="mt-3 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-800 underline"
      >
        {REVIEW_VISIT_MESSAGES.categoryMore(category.label)}
        <span className="font-normal text-muted">{SENSORY_DETAILS_MESSAGES.optional}</span>
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 motion-safe:transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={`${id}-more`} hidden={!open}>
        <div className="mt-3 flex flex-col gap-1">
          <label htmlFor={`${id}-comment`} className="font-medium">
            {SENSORY_DETAILS_MESSAGES.commentsAbout} {category.label.toLowerCase()}{' '}
            <span className="font-normal text-muted">{SENSORY_DETAILS_MESSAGES.optional}</span>
          </label>
          <textarea
            id={`${id}-comment`}
            rows={2}
            maxLength={CATEGORY_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(e) => onCommentChange(e.target.value)}
            className="rounded-lg border border-line bg-surface px-3 py-2 text-ink"
          />
        </div>
        <label className="mt-3 flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            checked={matched}
            onChange={(e) => onMatchedChange(e.target.checked)}
            aria-describedby={`${id}-match-hint`}
          />
          <span>
            {SENSORY_DETAILS_MESSAGES.matchedWhatWasListed}
            <span id={`${id}-match-hint`} className="block text-sm text-muted">
              {SENSORY_DETAILS_MESSAGES.untickIfThisPart}
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}

/** The 13 optional overall-experience tags as toggle buttons. */
export function ExperienceTags({
  selected,
  onToggle,
}: {
  selected: readonly ExperienceTag[];
  onToggle(tag: ExperienceTag): void;
}) {
  const id = useId();
  /* One Tab stop for the 13 words (a toolbar with a roving tabindex, WAI-ARIA APG): the arrow
   * keys, Home and End move between them, Enter or Space toggles (decision 028). */
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = EXPERIENCE_TAGS.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }
  return (
    <fieldset>
      <legend id={`${id}-legend`} className="text-lg font-semibold">
        {SENSORY_DETAILS_MESSAGES.howDidTheVisit}{' '}
        <span className="font-normal text-muted">{SENSORY_DETAILS_MESSAGES.optional}</span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {SENSORY_DETAILS_MESSAGES.chooseAnyWordsThat}
        <span className="sr-only"> {SENSORY_DETAILS_MESSAGES.useTheArrowKeys}</span>
      </p>
      <div
        role="toolbar"
        aria-labelledby={`${id}-legend`}
        aria-describedby={`${id}-hint`}
        className="mt-2 flex flex-wrap gap-2"
      >
        {EXPERIENCE_TAGS.map((tag, index) => {
          const pressed = selected.includes(tag);
          return (
            <button
              key={tag}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              tabIndex={index === active ? 0 : -1}
              aria-pressed={pressed}
              onClick={() => {
                setActive(index);
                onToggle(tag);
              }}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={clsx(
                'inline-flex items-center gap-1 rounded-full border px-3 py-1 font-medium',
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-surface text-ink hover:bg-brand-50',
              )}
            >
              {pressed ? <Check aria-hidden="true" className="h-4 w-4" /> : null}
              {EXPERIENCE_TAG_LABELS[tag]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The required overall experience text with its live 'n/500' counter. */
export function OverallFeedback({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: ReviewFormValues['overallFeedback'];
  onChange(text: string): void;
  error?: string;
}) {
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-lg font-semibold">
        {SENSORY_DETAILS_MESSAGES.overallExperience}
      </label>
      <p className="text-sm text-muted">{SENSORY_DETAILS_MESSAGES.whatWasTheVisit}</p>
      <textarea
        id={id}
        rows={5}
        required
        maxLength={FEEDBACK_MAX_LENGTH}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={[counterId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        className={clsx(
          'rounded-lg border bg-surface px-3 py-2 text-ink',
          error ? 'border-red-700' : 'border-line',
        )}
      />
      <p id={counterId} className="self-end text-sm text-muted">
        <span className="sr-only">{SENSORY_DETAILS_MESSAGES.charactersUsed} </span>
        {REVIEW_MESSAGES.feedbackCounter(value.length)}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

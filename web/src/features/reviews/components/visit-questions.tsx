import {
  BUSYNESS_MAX,
  BUSYNESS_MIN,
  HEADS_UP_LABELS,
  HEADS_UP_TRIGGERS,
  type HeadsUpTrigger,
  VISIT_DAYS,
  VISIT_TIME_LABELS,
  VISIT_TIMES,
  type VisitTime,
} from '@common/catalog/visits';
import { HEADS_UP_OTHER_MAX_LENGTH } from '@common/contracts/reviews';
import { VISIT_DAY_LABELS } from '@common/messages/catalog';
import { REVIEW_VISIT_MESSAGES as M, VISIT_QUESTIONS_MESSAGES } from '@common/messages/review';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReviewFormValues } from '../review-form-model';

type VisitValues = Pick<
  ReviewFormValues,
  'visitDay' | 'visitTime' | 'busyness' | 'headsUp' | 'headsUpOther'
>;

const BUSYNESS_LEVELS = Array.from(
  { length: BUSYNESS_MAX - BUSYNESS_MIN + 1 },
  (_, i) => BUSYNESS_MIN + i,
);

const selectClass = 'rounded-lg border border-line bg-surface px-3 py-2 text-ink';

/**
 * The optional questions about the visit itself (decision 028): heads-up triggers, when it was, and
 * how busy and loud it felt. Behind one disclosure button, so a keyboard user who has nothing to
 * add passes them with a single Tab; it opens by itself when something was already answered.
 */
export function VisitQuestions({
  values,
  onChange,
}: {
  values: VisitValues;
  onChange(patch: Partial<VisitValues>): void;
}) {
  const id = useId();
  const answered =
    values.visitDay !== null ||
    values.visitTime !== null ||
    values.busyness !== null ||
    values.headsUp.length > 0;
  const [open, setOpen] = useState(answered);

  function toggleTrigger(trigger: HeadsUpTrigger) {
    const next = values.headsUp.includes(trigger)
      ? values.headsUp.filter((t) => t !== trigger)
      : [...values.headsUp, trigger];
    onChange({
      headsUp: HEADS_UP_TRIGGERS.filter((t) => next.includes(t)),
      ...(trigger === 'other' && !next.includes('other') ? { headsUpOther: '' } : {}),
    });
  }

  return (
    <section className="rounded-xl border border-line bg-surface">
      <h3 className="m-0 text-lg">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-semibold"
        >
          <span>
            {M.visitDisclosure}{' '}
            <span className="font-normal text-muted">{VISIT_QUESTIONS_MESSAGES.optional}</span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`h-5 w-5 shrink-0 motion-safe:transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={`${id}-panel`} hidden={!open} className="flex flex-col gap-6 px-4 pb-4">
        <fieldset aria-describedby={`${id}-heads-up-hint`}>
          <legend className="font-semibold">
            {M.headsUpLegend}{' '}
            <span className="font-normal text-muted">{VISIT_QUESTIONS_MESSAGES.optional}</span>
          </legend>
          <p id={`${id}-heads-up-hint`} className="text-sm text-muted">
            {M.headsUpHint}
          </p>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {HEADS_UP_TRIGGERS.map((trigger) => (
              <li key={trigger}>
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                    checked={values.headsUp.includes(trigger)}
                    onChange={() => toggleTrigger(trigger)}
                  />
                  <span>{HEADS_UP_LABELS[trigger]}</span>
                </label>
              </li>
            ))}
          </ul>
          {values.headsUp.includes('other') ? (
            <div className="mt-3 flex flex-col gap-1">
              <label htmlFor={`${id}-other`} className="font-medium">
                {M.headsUpOtherLabel}
              </label>
              <input
                id={`${id}-other`}
                type="text"
                autoComplete="off"
                maxLength={HEADS_UP_OTHER_MAX_LENGTH}
                value={values.headsUpOther}
                onChange={(e) => onChange({ headsUpOther: e.target.value })}
                className={selectClass}
              />
            </div>
          ) : null}
        </fieldset>

        <fieldset>
          <legend className="font-semibold">
            {M.whenLegend}{' '}
            <span className="font-normal text-muted">{VISIT_QUESTIONS_MESSAGES.optional}</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-day`} className="font-medium">
                {M.dayLabel}
              </label>
              <select
                id={`${id}-day`}
                value={values.visitDay === null ? '' : String(values.visitDay)}
                onChange={(e) =>
                  onChange({ visitDay: e.target.value === '' ? null : Number(e.target.value) })
                }
                className={selectClass}
              >
                <option value="">{M.notSaid}</option>
                {VISIT_DAYS.map((day, index) => (
                  <option key={day} value={index}>
                    {VISIT_DAY_LABELS.days[index] ?? day}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-time`} className="font-medium">
                {M.timeLabel}
              </label>
              <select
                id={`${id}-time`}
                value={values.visitTime ?? ''}
                onChange={(e) =>
                  onChange({
                    visitTime: e.target.value === '' ? null : (e.target.value as VisitTime),
                  })
                }
                className={selectClass}
              >
                <option value="">{M.notSaid}</option>
                {VISIT_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {VISIT_TIME_LABELS[time]}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>

        <fieldset aria-describedby={`${id}-scale`}>
          <legend className="font-semibold">
            {M.busynessLegend}{' '}
            <span className="font-normal text-muted">{VISIT_QUESTIONS_MESSAGES.optional}</span>
          </legend>
          <p id={`${id}-scale`} className="text-sm text-muted">
            1 = {M.busynessCalm}, 5 = {M.busynessLoud}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <span aria-hidden="true" className="text-sm font-medium">
              {M.busynessCalm}
            </span>
            <div className="flex gap-2">
              {BUSYNESS_LEVELS.map((level) => (
                <label
                  key={level}
                  className="flex flex-col items-center gap-1 rounded-lg border border-line px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={`${id}-busyness`}
                    value={level}
                    className="h-4 w-4 accent-brand-700"
                    aria-label={
                      level === BUSYNESS_MIN
                        ? `${level}, ${M.busynessCalm}`
                        : level === BUSYNESS_MAX
                          ? `${level}, ${M.busynessLoud}`
                          : String(level)
                    }
                    checked={values.busyness === level}
                    onChange={() => onChange({ busyness: level })}
                  />
                  <span aria-hidden="true">{level}</span>
                </label>
              ))}
            </div>
            <span aria-hidden="true" className="text-sm font-medium">
              {M.busynessLoud}
            </span>
          </div>
          {values.busyness !== null ? (
            <button
              type="button"
              onClick={() => onChange({ busyness: null })}
              className="mt-2 rounded text-sm font-semibold text-brand-800 underline"
            >
              {M.busynessClear}
            </button>
          ) : null}
        </fieldset>
      </div>
    </section>
  );
}

import {
  QUIET_HOUR_KINDS,
  QUIET_HOUR_NOTE_MAX_LENGTH,
  type QuietHourKind,
  quietHourProblems,
} from '@common/contracts/quiet-hours';
import { todayIn } from '@common/domain/quiet-hours';
import { QUIET_HOURS_ERRORS, QUIET_HOURS_MESSAGES } from '@common/messages/quiet-hours';
import { QueryError } from '@web/components/query-error';
import { Button } from '@web/components/ui/button';
import { Field, FieldError } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { type FormEvent, useId, useState } from 'react';
import { useCreateQuietHour, useDeleteQuietHour } from '../api/change-quiet-hours';
import { useManagedQuietHours } from '../api/get-quiet-hours';
import { describeQuietHour } from '../lib/describe-quiet-hour';

const text = QUIET_HOURS_MESSAGES;
const SELECT_CLASS = 'rounded-lg border border-line bg-surface px-3 py-2 text-ink';

type Draft = {
  kind: QuietHourKind;
  repeat: 'weekly' | 'once';
  weekdays: number[];
  onDate: string;
  untilDate: string;
  startTime: string;
  endTime: string;
  note: string;
};
const EMPTY: Draft = {
  kind: 'quiet-hour',
  repeat: 'weekly',
  weekdays: [],
  onDate: '',
  untilDate: '',
  startTime: '',
  endTime: '',
  note: '',
};

/** The server's refusal in the page's words (its own message is English). */
function saveError(error: unknown): string {
  if (error instanceof ApiError && error.code === 'TOO_MANY_QUIET_HOURS') {
    return QUIET_HOURS_ERRORS.TOO_MANY;
  }
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
    return QUIET_HOURS_ERRORS.RATE_LIMITED;
  }
  return text.saveFailed;
}

/**
 * The dashboard's "Quiet hours and sensory-friendly sessions" (decision 068): the business's
 * current entries, each removable, and a form to add one (weekly or on one date).
 */
export function QuietHoursEditor({ providerId }: { providerId: number }) {
  const hours = useManagedQuietHours(providerId);
  const create = useCreateQuietHour();
  const remove = useDeleteQuietHour();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const id = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const toggleDay = (day: number) =>
    set(
      'weekdays',
      draft.weekdays.includes(day)
        ? draft.weekdays.filter((d) => d !== day)
        : [...draft.weekdays, day].sort(),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = {
      kind: draft.kind,
      weekdays: draft.repeat === 'weekly' ? draft.weekdays : [],
      onDate: draft.repeat === 'once' ? draft.onDate || null : null,
      untilDate: draft.repeat === 'weekly' ? draft.untilDate || null : null,
      startTime: draft.startTime,
      endTime: draft.endTime,
      note: draft.note.trim(),
    };
    const found: Record<string, string> = {};
    if (!/^\d{2}:\d{2}$/.test(body.startTime)) found.startTime = QUIET_HOURS_ERRORS.TIME_FORMAT;
    if (!/^\d{2}:\d{2}$/.test(body.endTime)) found.endTime = QUIET_HOURS_ERRORS.TIME_FORMAT;
    if (draft.repeat === 'once' && !body.onDate) found.onDate = QUIET_HOURS_ERRORS.DATE_FORMAT;
    const today = todayIn(hours.data?.timeZone ?? 'America/New_York');
    for (const p of quietHourProblems(body, today)) found[p.field] ??= p.message;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { providerId, body },
      {
        onSuccess: () => {
          notify.success({ title: text.added });
          setDraft(EMPTY);
        },
        onError: (error) => setFormError(saveError(error)),
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {text.heading}
      </h2>
      <p className="text-muted">{text.editorHint}</p>
      {hours.isPending ? (
        <Spinner />
      ) : hours.isError ? (
        <QueryError onRetry={() => void hours.refetch()}>{text.loadFailed}</QueryError>
      ) : hours.data.entries.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {hours.data.entries.map((entry) => {
            const line = describeQuietHour(entry);
            return (
              <li key={entry.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-semibold">{line}</p>
                  {entry.note ? (
                    <p className="break-words text-muted" lang={entry.noteLang ?? undefined}>
                      {entry.note}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={text.removeLabel(line)}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { providerId, quietHourId: entry.id },
                      {
                        onSuccess: () => notify.success({ title: text.removed }),
                        onError: (error) => notify.error({ title: saveError(error) }),
                      },
                    )
                  }
                >
                  {text.remove}
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      <form noValidate onSubmit={submit} className="flex flex-col gap-4 border-t border-line pt-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-kind`} className="font-medium">
            {text.kindLabel}
          </label>
          <select
            id={`${id}-kind`}
            className={SELECT_CLASS}
            value={draft.kind}
            onChange={(e) => set('kind', e.target.value as QuietHourKind)}
          >
            {QUIET_HOUR_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {text.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="font-medium">{text.repeatLabel}</legend>
          <div className="flex flex-wrap gap-4">
            {(['weekly', 'once'] as const).map((repeat) => (
              <label key={repeat} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-repeat`}
                  value={repeat}
                  checked={draft.repeat === repeat}
                  onChange={() => set('repeat', repeat)}
                  className="h-4 w-4"
                />
                {repeat === 'weekly' ? text.weekly : text.once}
              </label>
            ))}
          </div>
        </fieldset>
        {draft.repeat === 'weekly' ? (
          <>
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={problems.weekdays ? `${id}-weekdays-error` : undefined}
            >
              <legend className="font-medium">{text.weekdaysLegend}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {text.weekdaysPlural.map((name, i) => (
                  <label key={name} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={draft.weekdays.includes(i + 1)}
                      onChange={() => toggleDay(i + 1)}
                      className="h-4 w-4"
                    />
                    {name}
                  </label>
                ))}
              </div>
              <FieldError id={`${id}-weekdays-error`} message={problems.weekdays} announce />
            </fieldset>
            <Field
              type="date"
              label={text.untilLabel}
              value={draft.untilDate}
              onChange={(e) => set('untilDate', e.target.value)}
              error={problems.untilDate}
            />
          </>
        ) : (
          <Field
            type="date"
            label={text.dateLabel}
            value={draft.onDate}
            onChange={(e) => set('onDate', e.target.value)}
            error={problems.onDate}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            type="time"
            label={text.startLabel}
            value={draft.startTime}
            onChange={(e) => set('startTime', e.target.value)}
            error={problems.startTime}
          />
          <Field
            type="time"
            label={text.endLabel}
            value={draft.endTime}
            onChange={(e) => set('endTime', e.target.value)}
            error={problems.endTime}
          />
        </div>
        <Field
          label={text.noteLabel}
          placeholder={text.notePlaceholder}
          maxLength={QUIET_HOUR_NOTE_MAX_LENGTH}
          value={draft.note}
          onChange={(e) => set('note', e.target.value)}
          error={problems.note}
        />
        <FieldError id={`${id}-form-error`} message={formError} announce />
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? text.adding : text.add}
          </Button>
        </div>
      </form>
    </section>
  );
}

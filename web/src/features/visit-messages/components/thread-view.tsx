import {
  VISIT_MESSAGE_MAX_LENGTH,
  VISIT_REPORT_REASONS,
  type VisitThreadResponse,
} from '@common/contracts/visit-messages';
import {
  VISIT_THREAD_MESSAGES as M,
  VISIT_DAY_LABELS,
  VISIT_REPORT_REASON_LABELS,
  VISIT_SLOT_LABELS,
  VISIT_TIME_LABELS,
} from '@common/messages/visit-messages';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/ui/dialog';
import { pageLocaleTag } from '@web/lib/i18n/apply-locale';
import { listInSentence } from '@web/lib/i18n/list-format';
import { notify } from '@web/lib/notify';
import { type FormEvent, useId, useState } from 'react';
import { visitErrorMessage } from '../api/visit-errors';
import { TextBox } from './text-box';

type Side = 'member' | 'business';
type Report = { reason: (typeof VISIT_REPORT_REASONS)[number]; details?: string };

export const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat(pageLocaleTag(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * One conversation as one side reads it (decision 069): the request's preferences, the messages
 * in order with who wrote them and when, the answer form, and "Report this conversation".
 */
export function ThreadView({
  data,
  side,
  reply,
  report,
}: {
  data: VisitThreadResponse;
  side: Side;
  reply: UseMutationResult<unknown, Error, string>;
  report: UseMutationResult<unknown, Error, Report>;
}) {
  const t = data.thread;
  const headingId = useId();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const otherName = side === 'member' ? t.providerName : (t.familyName ?? M.aFamily);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = answer.trim();
    if (!text) return setError(M.replyRequired);
    setError(null);
    reply.mutate(text, {
      onSuccess: () => {
        setAnswer('');
        notify.success({ title: M.replySent });
      },
      onError: (e) => setError(visitErrorMessage(e)),
    });
  };

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4">
      <header>
        <h3 id={headingId} className="text-xl font-semibold">
          {t.kind === 'question' ? M.question : M.appointment} · {otherName}
        </h3>
        {side === 'business' ? (
          <p className="text-sm text-muted">
            {t.familyEmail ? M.sharedEmail(t.familyEmail) : M.emailNotShared}
          </p>
        ) : null}
        {t.kind === 'appointment' ? (
          <dl className="mt-2 grid grid-cols-1 gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
            <dt className="font-medium">{M.preferredDays}</dt>
            <dd>
              {t.preferredDays.length
                ? listInSentence(
                    t.preferredDays.map((d) => VISIT_DAY_LABELS[d]),
                    { weekdays: true },
                  )
                : M.anyDay}
            </dd>
            <dt className="font-medium">{M.preferredTimes}</dt>
            <dd>
              {t.preferredTimes.length
                ? listInSentence(t.preferredTimes.map((d) => VISIT_TIME_LABELS[d]))
                : M.anyTime}
            </dd>
            {t.slot ? (
              <>
                <dt className="font-medium">{M.slot}</dt>
                <dd>{VISIT_SLOT_LABELS[t.slot]}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </header>
      <ol className="flex flex-col gap-3">
        {data.messages.map((m) => (
          <li
            key={m.id}
            className={
              m.side === side
                ? 'rounded-xl border border-line bg-brand-50 p-3 sm:ml-8'
                : 'rounded-xl border border-line bg-surface p-3 sm:mr-8'
            }
          >
            <p className="text-sm text-muted">
              {M.wroteOn(m.side === side ? M.you : otherName, formatWhen(m.createdAt))}
            </p>
            <p className="mt-1 whitespace-pre-line break-words" lang={m.lang ?? undefined}>
              {m.body}
            </p>
          </li>
        ))}
      </ol>
      <form onSubmit={send} noValidate className="flex flex-col gap-3">
        <TextBox
          label={M.replyLabel}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          maxLength={VISIT_MESSAGE_MAX_LENGTH}
          error={error}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {t.reported ? (
            <p className="text-sm text-muted">{M.reported}</p>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
              {M.report}
            </Button>
          )}
          <Button type="submit" disabled={reply.isPending}>
            {M.replySend}
          </Button>
        </div>
      </form>
      {reporting ? <ReportDialog report={report} onClose={() => setReporting(false)} /> : null}
    </article>
  );
}

function ReportDialog({
  report,
  onClose,
}: {
  report: UseMutationResult<unknown, Error, Report>;
  onClose(): void;
}) {
  const [reason, setReason] = useState<Report['reason']>('spam');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { reason, ...(details.trim() ? { details: details.trim() } : {}) },
      {
        onSuccess: () => {
          notify.success({ title: M.reported });
          onClose();
        },
        onError: (e) => setError(visitErrorMessage(e)),
      },
    );
  };
  return (
    <ModalDialog
      width="medium"
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={M.reportTitle}
      description={M.reportDescription}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="font-medium">{M.reportReason}</legend>
          {VISIT_REPORT_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="visit-report-reason"
                checked={reason === value}
                onChange={() => setReason(value)}
                className="h-5 w-5"
              />
              {VISIT_REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <TextBox
          label={M.reportDetails}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          maxLength={1000}
          rows={3}
          error={error}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" disabled={report.isPending}>
            {M.reportSend}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

import { REPORT_DETAILS_MAX_LENGTH, type ReportReason } from '@common/contracts/provider-profile';
import { PROFILE_MESSAGES } from '@common/messages/provider';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useReportReview } from '../api/review-feedback';

const REASONS = Object.entries(PROFILE_MESSAGES.reportReasons) as [ReportReason, string][];

/** Report a published review: a reason (spam, abuse, misleading) and optional details. */
export function ReportReviewDialog({
  providerId,
  reviewId,
  open,
  onOpenChange,
}: {
  providerId: number;
  reviewId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const ids = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const report = useReportReview(providerId);

  function submit(event: FormEvent) {
    event.preventDefault();
    report.mutate(
      { reviewId, body: { reason, details } },
      {
        onSuccess: () => {
          notify.success({ title: PROFILE_MESSAGES.reportThanks });
          onOpenChange(false);
        },
        onError: (err) =>
          notify.error({
            title: PROFILE_MESSAGES.reportTitle,
            description: err instanceof ApiError ? err.message : undefined,
          }),
      },
    );
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={PROFILE_MESSAGES.reportTitle}
      bodyClassName=""
    >
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <fieldset>
          <legend className="font-medium">{PROFILE_MESSAGES.reportReason}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {REASONS.map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="h-4 w-4"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-details`} className="font-medium">
            {PROFILE_MESSAGES.reportDetails}
          </label>
          <textarea
            id={`${ids}-details`}
            value={details}
            rows={4}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            onChange={(e) => setDetails(e.target.value)}
            className="rounded-lg border border-line bg-surface px-3 py-2"
          />
        </div>
        <div className="flex justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="ghost">{PROFILE_MESSAGES.reportCancel}</Button>
          </Dialog.Close>
          <Button type="submit" disabled={report.isPending}>
            {PROFILE_MESSAGES.reportSend}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

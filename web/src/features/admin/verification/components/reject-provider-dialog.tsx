import { VERIFICATION_TEXT_MAX_LENGTH } from '@common/contracts/verification';
import {
  ADMIN_MESSAGES,
  ADMIN_REVIEW_DESK_MESSAGES,
  REJECT_PROVIDER_DIALOG_MESSAGES,
} from '@common/messages/admin';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/ui/dialog';
import { FieldError } from '@web/components/ui/field';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { type FormEvent, useId, useState } from 'react';
import { useRejectProvider } from '../api/reject-provider';

const M = ADMIN_REVIEW_DESK_MESSAGES.verification;

/** Reject with a required reason; the provider is e-mailed the reason. */
export function RejectProviderDialog({
  provider,
  open,
  onOpenChange,
}: {
  provider: { id: number; name: string; contactEmail: string | null };
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const ids = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectProvider();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(M.rejectReasonRequired);
      document.getElementById(`${ids}-reason`)?.focus();
      return;
    }
    reject.mutate(
      { providerId: provider.id, body: { reason } },
      {
        onSuccess: (result) => {
          notify.success(
            result.mail === 'queued' ? ADMIN_MESSAGES.providerRejected : M.providerRejectedNoEmail,
          );
          onOpenChange(false);
        },
        onError: (err) =>
          notify.error(
            err instanceof ApiError && err.status === 409
              ? { title: ADMIN_MESSAGES.processVerificationFailed.title, description: err.message }
              : ADMIN_MESSAGES.processVerificationFailed,
          ),
      },
    );
  }

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={REJECT_PROVIDER_DIALOG_MESSAGES.reject(provider.name)}
      description={
        provider.contactEmail
          ? REJECT_PROVIDER_DIALOG_MESSAGES.theProviderIsTold(provider.contactEmail)
          : REJECT_PROVIDER_DIALOG_MESSAGES.thisProviderHasNo
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label htmlFor={`${ids}-reason`} className="font-medium">
          {REJECT_PROVIDER_DIALOG_MESSAGES.reasonForRejection}
        </label>
        <textarea
          id={`${ids}-reason`}
          value={reason}
          maxLength={VERIFICATION_TEXT_MAX_LENGTH}
          rows={5}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-reason-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          className="rounded-lg border border-line bg-surface px-3 py-2"
        />
        <FieldError id={`${ids}-reason-error`} message={error} announce />
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {REJECT_PROVIDER_DIALOG_MESSAGES.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={reject.isPending}>
            {M.reject}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

import { MODERATION_NOTES_MAX_LENGTH } from '@common/contracts/limits';
import type { ModerationDecision } from '@common/contracts/moderation';
import { ADMIN_MESSAGES, BULK_DECISION_DIALOG_MESSAGES } from '@common/messages/admin';
import { COMMON_MESSAGES } from '@common/messages/shared';
import { Button, buttonClass } from '@web/components/ui/button';
import { AlertDialogContent } from '@web/components/ui/dialog';
import { FieldError } from '@web/components/ui/field';
import { AlertDialog } from 'radix-ui';
import { useId, useRef, useState } from 'react';

type Props = {
  decision: ModerationDecision | null;
  count: number;
  busy: boolean;
  onCancel(): void;
  onConfirm(notes: string): void;
};

/** Confirms a bulk decision; says it cannot be undone; a rejection needs notes. */
export function BulkDecisionDialog({ decision, count, busy, onCancel, onConfirm }: Props) {
  const id = useId();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const rejecting = decision === 'rejected';

  const confirm = () => {
    if (rejecting && notes.trim() === '') {
      setError(ADMIN_MESSAGES.bulkRejectNotesRequired);
      notesRef.current?.focus();
      return;
    }
    onConfirm(notes);
  };

  return (
    <AlertDialog.Root
      open={decision !== null}
      onOpenChange={(open) => {
        if (!open) {
          setNotes('');
          setError(null);
          onCancel();
        }
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <AlertDialogContent className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold">
            {rejecting
              ? BULK_DECISION_DIALOG_MESSAGES.rejectTitle(count)
              : BULK_DECISION_DIALOG_MESSAGES.approveTitle(count)}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            {rejecting
              ? BULK_DECISION_DIALOG_MESSAGES.theSelectedWillNot(count)
              : BULK_DECISION_DIALOG_MESSAGES.theSelectedWillBe(count)}
            {ADMIN_MESSAGES.bulkCannotBeUndone}
          </AlertDialog.Description>
          <div className="mt-4 flex flex-col gap-1">
            <label htmlFor={`${id}-notes`} className="font-medium">
              {BULK_DECISION_DIALOG_MESSAGES.notes}{' '}
              <span className="font-normal text-muted">
                {rejecting
                  ? BULK_DECISION_DIALOG_MESSAGES.required
                  : BULK_DECISION_DIALOG_MESSAGES.optional}
              </span>
            </label>
            <textarea
              id={`${id}-notes`}
              ref={notesRef}
              rows={3}
              maxLength={MODERATION_NOTES_MAX_LENGTH}
              value={notes}
              onChange={(e) => {
                setNotes(e.target.value);
                if (e.target.value.trim()) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="rounded-lg border border-line bg-surface px-3 py-2 text-ink"
            />
            <FieldError id={`${id}-error`} message={error} announce />
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>
              {COMMON_MESSAGES.cancel}
            </AlertDialog.Cancel>
            <Button variant={rejecting ? 'danger' : 'primary'} disabled={busy} onClick={confirm}>
              {rejecting
                ? BULK_DECISION_DIALOG_MESSAGES.rejectButton(count)
                : BULK_DECISION_DIALOG_MESSAGES.approveButton(count)}
            </Button>
          </div>
        </AlertDialogContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import { COMMON_MESSAGES } from '@common/messages/shared';
import { buttonClass } from '@web/components/ui/button';
import { AlertDialogContent } from '@web/components/ui/dialog';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * Asks once before a decision that cannot be taken back (decision 041). The child is the button
 * that opens the question, so focus goes back to it when the dialog closes; Cancel has focus
 * first, so Enter or Escape at once changes nothing. A click handler on the child that calls
 * preventDefault() keeps the dialog shut (e.g. while a required note is missing).
 */
export function ConfirmAction({
  title,
  description,
  confirmLabel,
  danger = false,
  onConfirm,
  children,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm(): void;
  children: ReactNode;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{children}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <AlertDialogContent className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>
              {COMMON_MESSAGES.cancel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass(danger ? 'danger' : 'primary')}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialogContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

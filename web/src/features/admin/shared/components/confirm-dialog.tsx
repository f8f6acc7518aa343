import { COMMON_MESSAGES } from '@common/messages/shared';
import { buttonClass } from '@web/components/ui/button';
import { AlertDialogContent, focusBackTo } from '@web/components/ui/dialog';
import { AlertDialog } from 'radix-ui';
import type { RefObject } from 'react';

/**
 * ConfirmAction's question, open (confirm-action.tsx): its own chunk, with the dialog's code, so
 * that a queue's first view does not load what only a click opens (decision 048).
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  danger,
  onConfirm,
  onOpenChange,
  trigger,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  danger: boolean;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
  /** The button that opened it: focus goes back to it on close, while it is still there. */
  trigger: RefObject<HTMLElement | null>;
}) {
  return (
    <AlertDialog.Root open onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <AlertDialogContent
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl"
          onCloseAutoFocus={focusBackTo(trigger)}
        >
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

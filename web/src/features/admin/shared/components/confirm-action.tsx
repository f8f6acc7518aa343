import { COMMON_MESSAGES } from '@common/messages/shared';
import { buttonClass } from '@web/components/ui/button';
import { AlertDialogContent } from '@web/components/ui/dialog';
import { AlertDialog, Slot } from 'radix-ui';
import { type MouseEvent, type ReactNode, useRef, useState } from 'react';

/**
 * Asks once before a decision that cannot be taken back (decision 041). The child is the button
 * that opens the question, so focus goes back to it when the dialog closes; Cancel has focus
 * first, so Enter or Escape at once changes nothing. A click handler on the child that calls
 * preventDefault() keeps the dialog shut (e.g. while a required note is missing).
 *
 * The dialog is mounted only while it is open: a queue page shows two of these on each of its 20
 * cards, and 40 closed dialogs (their roots, portals and presence checks) cost /admin's first
 * render more than the cards themselves (decision 048). Closed, this is the child button alone,
 * marked as opening a dialog; on close, focus goes back to it, as Radix's own trigger would do.
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
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement>(null);
  return (
    <>
      <Slot.Root
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event: MouseEvent) => {
          /* The child's own click handler ran first (Slot composes them) and may keep it shut. */
          if (!event.defaultPrevented) setOpen(true);
        }}
      >
        {children}
      </Slot.Root>
      {open ? (
        <AlertDialog.Root open onOpenChange={setOpen}>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
            <AlertDialogContent
              className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl"
              onCloseAutoFocus={(event) => {
                /* A button whose card was decided and removed cannot take focus: the page places it. */
                if (!trigger.current?.isConnected) return;
                event.preventDefault();
                trigger.current.focus();
              }}
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
      ) : null}
    </>
  );
}

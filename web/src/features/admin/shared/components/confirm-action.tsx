import { preloadable } from '@web/lib/preloadable';
import { useLazyDialog } from '@web/lib/use-lazy-dialog';
import { Slot } from 'radix-ui';
import { type MouseEvent, type ReactNode, useRef } from 'react';

/**
 * The question's code (confirm-dialog.tsx, with the dialog's): a chunk of its own, which a queue
 * preloads once its first view is up, so that a click opens the question at once.
 */
export const CONFIRM_DIALOG = preloadable(() =>
  import('./confirm-dialog').then((m) => m.ConfirmDialog),
);

/**
 * Asks once before a decision that cannot be taken back (decision 041). The child is the button
 * that opens the question, so focus goes back to it when the dialog closes; Cancel has focus
 * first, so Enter or Escape at once changes nothing. A click handler on the child that calls
 * preventDefault() keeps the dialog shut (e.g. while a required note is missing).
 *
 * The dialog is mounted only while it is open: a queue page shows two of these on each of its 20
 * cards, and 40 closed dialogs (their roots, portals and presence checks) cost /admin's first
 * render more than the cards themselves (decision 048); and its code is not part of the first
 * view's. Closed, this is the child button alone, marked as opening a dialog; on close, focus
 * goes back to it, as Radix's own trigger would do.
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
  const { open, setOpen, Dialog, warm, openWhenLoaded } = useLazyDialog(CONFIRM_DIALOG);
  const trigger = useRef<HTMLElement>(null);
  return (
    <>
      <Slot.Root
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={(event: MouseEvent) => {
          /* The child's own click handler ran first (Slot composes them) and may keep it shut. */
          if (!event.defaultPrevented) openWhenLoaded();
        }}
      >
        {children}
      </Slot.Root>
      {Dialog ? (
        <Dialog
          title={title}
          description={description}
          confirmLabel={confirmLabel}
          danger={danger}
          onConfirm={onConfirm}
          onOpenChange={setOpen}
          trigger={trigger}
        />
      ) : null}
    </>
  );
}

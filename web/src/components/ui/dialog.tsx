import { DIALOG_MESSAGES } from '@common/messages/shared';
import { X } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import { type ComponentPropsWithoutRef, useCallback, useState } from 'react';

/**
 * Radix returns focus on close only to its own Trigger; a dialog opened with `open` state (from
 * a button that is not a Trigger, a menu, or a lazily loaded provider) sends focus to the page
 * body instead. This remembers what had focus when the content mounted (the dialog opening) and
 * returns there, unless the caller's handler already placed focus (e.g. after signing in).
 */
function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const [opener] = useState(() => {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    return active instanceof HTMLElement && active !== document.body ? active : null;
  });
  return useCallback(
    (event: Event) => {
      onCloseAutoFocus?.(event);
      // A removed opener (its row decided and gone) cannot take focus; Radix's own choice stands.
      if (event.defaultPrevented || !opener?.isConnected) return;
      event.preventDefault();
      opener.focus();
    },
    [onCloseAutoFocus, opener],
  );
}

/** Dialog.Content that gives focus back to whatever opened it, Escape included. */
export function DialogContent({
  onCloseAutoFocus,
  ...props
}: ComponentPropsWithoutRef<typeof Dialog.Content>) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return <Dialog.Content {...props} onCloseAutoFocus={returnFocus} />;
}

/** AlertDialog.Content that gives focus back to whatever opened it, Escape included. */
export function AlertDialogContent({
  onCloseAutoFocus,
  ...props
}: ComponentPropsWithoutRef<typeof AlertDialog.Content>) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return <AlertDialog.Content {...props} onCloseAutoFocus={returnFocus} />;
}

/** The one corner Close button of every dialog: an X with the accessible name 'Close'. */
export function DialogCloseButton() {
  return (
    <Dialog.Close
      aria-label={DIALOG_MESSAGES.close}
      className="absolute right-3 top-3 rounded-lg p-2 text-muted hover:bg-brand-50 hover:text-ink"
    >
      <X aria-hidden="true" className="h-5 w-5" />
    </Dialog.Close>
  );
}

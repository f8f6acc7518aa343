import { DIALOG_MESSAGES } from '@common/messages/shared';
import { X } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefObject,
  useCallback,
  useState,
} from 'react';

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

/**
 * An `onCloseAutoFocus` for a dialog opened by a button outside Radix's Trigger (one whose code
 * loads on demand): focus goes back to that button, Escape included, while it is still on the
 * page (a decided card's button is gone, and the page places focus).
 */
export const focusBackTo = (trigger: RefObject<HTMLElement | null>) => (event: Event) => {
  if (!trigger.current?.isConnected) return;
  event.preventDefault();
  trigger.current.focus();
};

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

/* How wide a modal may grow; on a phone every one leaves half a rem each side. */
const MODAL_WIDTHS = {
  narrow: 'w-[min(32rem,calc(100vw-1rem))]',
  medium: 'w-[min(36rem,calc(100vw-1rem))]',
  wide: 'w-[min(44rem,calc(100vw-1rem))]',
  widest: 'w-[min(56rem,calc(100vw-1rem))]',
} as const;

/**
 * The app's one modal frame: a title, an optional description, the caller's content, the corner
 * Close button; focus kept inside, Escape closes, focus back to the opener (DialogContent) unless
 * `onCloseAutoFocus` places it. No animation (calm visuals).
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  width = 'narrow',
  bodyClassName = 'mt-4',
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  width?: keyof typeof MODAL_WIDTHS;
  bodyClassName?: string;
  onCloseAutoFocus?(event: Event): void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent
          /* Without a description Radix must be told there is none (no dangling reference). */
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-4 shadow-xl sm:p-6 ${MODAL_WIDTHS[width]}`}
        >
          <Dialog.Title className="pr-10 text-xl font-semibold">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description>
          ) : null}
          <div className={bodyClassName}>{children}</div>
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

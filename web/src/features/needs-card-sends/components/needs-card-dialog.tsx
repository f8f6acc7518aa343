import { DialogCloseButton, DialogContent } from '@web/components/ui/dialog';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * The dialog of this feature (decision 070): a title, what it is about, and its buttons; focus
 * stays inside, Escape closes, focus goes back to the opener unless `onCloseAutoFocus` places it
 * (the opener gone once a card is sent or withdrawn).
 */
export function NeedsCardDialog({
  open,
  onOpenChange,
  title,
  description,
  wide = false,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  wide?: boolean;
  onCloseAutoFocus?(event: Event): void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-4 shadow-xl sm:p-6 ${
            wide ? 'w-[min(44rem,calc(100vw-1rem))]' : 'w-[min(32rem,calc(100vw-1rem))]'
          }`}
        >
          <Dialog.Title className="pr-10 text-xl font-semibold">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description>
          ) : null}
          <div className="mt-4 flex flex-col gap-4">{children}</div>
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

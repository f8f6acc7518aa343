import { DialogCloseButton, DialogContent } from '@web/components/ui/dialog';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** A modal dialog in the app's look: title, optional description, focus kept inside, Esc closes. */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  wide,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent
          /* Without a description Radix must be told there is none (no dangling reference). */
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl ${
            wide ? 'w-[min(56rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'
          }`}
        >
          <Dialog.Title className="pr-10 text-xl font-semibold">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

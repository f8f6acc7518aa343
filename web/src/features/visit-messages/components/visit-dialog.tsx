import { DialogCloseButton, DialogContent } from '@web/components/ui/dialog';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * The calm dialog of this feature: a title, a description, focus kept inside, Escape closes, and
 * focus goes back to the button that opened it (DialogContent). No animation.
 */
export function VisitDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(36rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-4 shadow-xl sm:p-6">
          <Dialog.Title className="pr-10 text-xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description>
          <div className="mt-4">{children}</div>
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

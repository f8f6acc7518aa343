import { DialogCloseButton, DialogContent } from '@web/components/ui/dialog';
import { Dialog } from 'radix-ui';
import { focusAccountMenu } from '../focus-after-sign-in';
import { AuthForm, type AuthMode } from './auth-form';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: AuthMode;
  onModeChange(mode: AuthMode): void;
  formKey: number;
  signedIn: boolean;
  onSignedIn(): void;
};

/** The sign-in/sign-up dialog itself: loaded the first time someone opens it (decision 024). */
export function AuthDialogContent({
  open,
  onOpenChange,
  mode,
  onModeChange,
  formKey,
  signedIn,
  onSignedIn,
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            /* The Sign In button that opened the dialog is gone once signed in. */
            if (signedIn) {
              event.preventDefault();
              focusAccountMenu();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl"
        >
          <AuthForm
            key={formKey}
            mode={mode}
            onModeChange={onModeChange}
            onSignedIn={onSignedIn}
            onSignedUpDone={() => onOpenChange(false)}
            titleId="auth-dialog-title"
            renderTitle={(text) => (
              <Dialog.Title className="text-2xl font-semibold">{text}</Dialog.Title>
            )}
          />
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { AuthForm, type AuthMode } from './auth-form';

type AuthDialogApi = { openAuthDialog(mode?: 'signin' | 'signup'): void };

const AuthDialogContext = createContext<AuthDialogApi | null>(null);

/** One sign-in/sign-up dialog for the whole app; any component can open it. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>('signin');
  const [formKey, setFormKey] = useState(0);

  const openAuthDialog = useCallback((next: 'signin' | 'signup' = 'signin') => {
    setMode(next);
    setFormKey((k) => k + 1);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ openAuthDialog }), [openAuthDialog]);

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl"
          >
            <AuthForm
              key={formKey}
              mode={mode}
              onModeChange={setMode}
              onSignedIn={() => setOpen(false)}
              onSignedUpDone={() => setOpen(false)}
              titleId="auth-dialog-title"
              renderTitle={(text) => (
                <Dialog.Title className="text-2xl font-semibold">{text}</Dialog.Title>
              )}
            />
            <Dialog.Close
              aria-label="Close"
              className="absolute right-3 top-3 rounded-lg p-2 text-muted hover:bg-brand-50 hover:text-ink"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogApi {
  const ctx = useContext(AuthDialogContext);
  if (!ctx) throw new Error('useAuthDialog must be used within an AuthDialogProvider');
  return ctx;
}

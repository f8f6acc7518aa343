import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { AuthMode } from './auth-form';

type AuthDialogApi = {
  openAuthDialog(mode?: 'signin' | 'signup'): void;
  /** Starts loading the dialog's code, e.g. when the pointer reaches a Sign In button. */
  preloadAuthDialog(): void;
};

const AuthDialogContext = createContext<AuthDialogApi | null>(null);

const loadContent = () => import('./auth-dialog-content');
const AuthDialogContent = lazy(() => loadContent().then((m) => ({ default: m.AuthDialogContent })));

/**
 * One sign-in/sign-up dialog for the whole app; any component can open it. The dialog (Radix
 * Dialog and the form) is its own chunk, fetched on the first open (decision 024).
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [mode, setMode] = useState<AuthMode>('signin');
  const [formKey, setFormKey] = useState(0);
  const [signedIn, setSignedIn] = useState(false);

  const openAuthDialog = useCallback((next: 'signin' | 'signup' = 'signin') => {
    setMode(next);
    setFormKey((k) => k + 1);
    setSignedIn(false);
    setWanted(true);
    setOpen(true);
  }, []);
  const preloadAuthDialog = useCallback(() => void loadContent(), []);
  const api = useMemo(
    () => ({ openAuthDialog, preloadAuthDialog }),
    [openAuthDialog, preloadAuthDialog],
  );

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <AuthDialogContent
            open={open}
            onOpenChange={setOpen}
            mode={mode}
            onModeChange={setMode}
            formKey={formKey}
            signedIn={signedIn}
            onSignedIn={() => {
              setSignedIn(true);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogApi {
  const ctx = useContext(AuthDialogContext);
  if (!ctx) throw new Error('useAuthDialog must be used within an AuthDialogProvider');
  return ctx;
}

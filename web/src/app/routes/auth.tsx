import { AUTH_PAGE_MESSAGES } from '@common/messages/auth';
import { useAuth } from '@web/features/auth/auth-provider';
import { AuthForm, type AuthMode } from '@web/features/auth/components/auth-form';
import { focusAccountMenu } from '@web/features/auth/focus-after-sign-in';
import { localizedUrl } from '@web/lib/i18n/locale-links';
import { usePageTitle } from '@web/lib/use-page-title';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Only same-site paths are followed after sign-in (never an open redirect). */
export function safeRedirect(target: string | null): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** /auth (and /signup, which opens in sign-up mode): the sign-in form as a page. */
export function AuthPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const initial: AuthMode =
    location.pathname === '/signup' || params.get('mode') === 'signup' ? 'signup' : 'signin';
  const [mode, setMode] = useState<AuthMode>(initial);
  const redirect = safeRedirect(params.get('redirect'));
  usePageTitle(mode === 'signup' ? AUTH_PAGE_MESSAGES.createAnAccount : AUTH_PAGE_MESSAGES.signIn);

  useEffect(() => {
    if (!loading && user) navigate(redirect ?? '/', { replace: true });
  }, [loading, user, redirect, navigate]);

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <AuthForm
          mode={mode}
          onModeChange={setMode}
          onSignedIn={() => {
            /* The form is gone with the page; focus goes to the account menu in the header. */
            focusAccountMenu();
            navigate(redirect ?? '/', { replace: true });
          }}
          onSignedUpDone={() => navigate('/', { replace: true })}
          redirectTo={redirect ? localizedUrl(redirect) : undefined}
          titleId="auth-page-title"
        />
      </div>
    </section>
  );
}

import { AUTH_FORM_MESSAGES, AUTH_MESSAGES } from '@common/messages/auth';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { ApiError } from '@web/lib/api';
import { localizedPath, localizedUrl } from '@web/lib/i18n/locale-links';
import { notify } from '@web/lib/notify';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';

export type AuthMode = 'signin' | 'signup' | 'forgot';

type Props = {
  mode: AuthMode;
  onModeChange(mode: AuthMode): void;
  /** Called after a successful sign-in. */
  onSignedIn(): void;
  /** Called once the check-your-email message has been shown after sign-up. */
  onSignedUpDone(): void;
  /** Where the confirmation link should land (our own origin only; the server checks). */
  redirectTo?: string;
  /** Heading level id for aria-labelledby of the surrounding dialog/page. */
  titleId: string;
  /** Render the title as a Radix Dialog.Title when inside the dialog. */
  renderTitle?(text: string): React.ReactNode;
};

const TITLES: Record<AuthMode, string> = {
  signin: AUTH_MESSAGES.signInTitle,
  signup: AUTH_MESSAGES.signUpTitle,
  forgot: AUTH_FORM_MESSAGES.resetYourPassword,
};

const SIGN_UP_DONE_MS = 4000;

export function AuthForm({
  mode,
  onModeChange,
  onSignedIn,
  onSignedUpDone,
  redirectTo,
  titleId,
  renderTitle,
}: Props) {
  const signIn = useSignIn();
  const signUp = useSignUp();
  const resetLink = useRequestPasswordReset();
  const resendLink = useResendConfirmation();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [signedUp, setSignedUp] = useState(false);
  const busy = signIn.isPending || signUp.isPending || resetLink.isPending;
  const doneTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(doneTimer.current), []);

  function switchMode(next: AuthMode) {
    setFullName('');
    setEmail('');
    setPassword('');
    setNotice(null);
    setUnconfirmedEmail(null);
    setSignedUp(false);
    onModeChange(next);
  }

  const confirmationTarget = redirectTo ?? localizedUrl('/onboarding');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    try {
      if (mode === 'signin') await doSignIn();
      else if (mode === 'signup') await doSignUp();
      else await doForgot();
    } catch (err) {
      console.error(err);
      notify.error(AUTH_MESSAGES.unexpected);
    }
  }

  async function doSignIn() {
    try {
      await signIn.mutateAsync({ email: email.trim(), password });
      notify.success(AUTH_MESSAGES.welcomeBack);
      onSignedIn();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === 'INVALID_EMAIL_OR_PASSWORD') {
        notify.error(AUTH_MESSAGES.loginFailed);
      } else if (err.code === 'EMAIL_NOT_VERIFIED') {
        setUnconfirmedEmail(email.trim());
        setNotice({
          kind: 'error',
          text: AUTH_FORM_MESSAGES.pleaseConfirmYourE,
        });
        notify.error(AUTH_MESSAGES.signInError(err.message));
      } else {
        if (err.status === 429) setNotice({ kind: 'error', text: err.message });
        notify.error(AUTH_MESSAGES.signInError(err.message));
      }
    }
  }

  async function doSignUp() {
    try {
      await signUp.mutateAsync({
        email: email.trim(),
        password,
        fullName: fullName.trim(),
        redirectTo,
      });
      notify.success(AUTH_MESSAGES.almostThere);
      setSignedUp(true);
      setPassword('');
      doneTimer.current = window.setTimeout(onSignedUpDone, SIGN_UP_DONE_MS);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === 'USER_ALREADY_EXISTS') notify.error(AUTH_MESSAGES.accountExists);
      else {
        if (err.status === 429) setNotice({ kind: 'error', text: err.message });
        notify.error(AUTH_MESSAGES.signUpFailed(err.message));
      }
    }
  }

  async function doForgot() {
    try {
      await resetLink.mutateAsync({
        email: email.trim(),
        redirectTo: localizedUrl('/reset-password'),
      });
      setNotice({
        kind: 'info',
        text: AUTH_FORM_MESSAGES.ifAnAccountExists,
      });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setNotice({ kind: 'error', text: err.message });
      notify.error(AUTH_MESSAGES.signInError(err.message));
    }
  }

  async function resend() {
    if (!unconfirmedEmail) return;
    try {
      await resendLink.mutateAsync({ email: unconfirmedEmail, callbackURL: confirmationTarget });
      setNotice({ kind: 'info', text: `We sent a new confirmation link to ${unconfirmedEmail}.` });
    } catch (err) {
      setNotice({
        kind: 'error',
        text: err instanceof ApiError ? err.message : AUTH_MESSAGES.unexpected.description,
      });
    }
  }

  const title = TITLES[mode];
  return (
    <div className="flex flex-col gap-5">
      <div>
        {renderTitle ? (
          renderTitle(title)
        ) : (
          <h1 id={titleId} className="text-2xl font-semibold">
            {title}
          </h1>
        )}
        <p className="mt-1 text-muted">
          {mode === 'signup'
            ? AUTH_FORM_MESSAGES.forIndividualUsersAnd
            : mode === 'signin'
              ? AUTH_FORM_MESSAGES.signInToSave
              : AUTH_FORM_MESSAGES.enterYourEMail}
        </p>
      </div>

      {signedUp ? (
        <div role="status" className="rounded-lg border border-brand-600 bg-brand-50 p-4">
          <p className="font-semibold">{AUTH_MESSAGES.almostThere.title}</p>
          <p>{AUTH_MESSAGES.almostThere.description}</p>
        </div>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate={false}>
          {mode === 'signup' ? (
            <Field
              label={AUTH_MESSAGES.fullNameLabel}
              optional
              name="fullName"
              autoComplete="name"
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
            />
          ) : null}
          <Field
            label={AUTH_MESSAGES.emailLabel}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {mode !== 'forgot' ? (
            <Field
              label={AUTH_MESSAGES.passwordLabel}
              type="password"
              name="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              required
              minLength={mode === 'signup' ? 6 : undefined}
              hint={mode === 'signup' ? AUTH_FORM_MESSAGES.atLeast6Characters : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          ) : null}

          {notice ? (
            <div
              role={notice.kind === 'error' ? 'alert' : 'status'}
              className={
                notice.kind === 'error'
                  ? 'rounded-lg border border-red-700 bg-red-50 p-3 text-red-900'
                  : 'rounded-lg border border-brand-600 bg-brand-50 p-3'
              }
            >
              <p>{notice.text}</p>
              {unconfirmedEmail && notice.kind === 'error' ? (
                <Button variant="secondary" size="sm" className="mt-2" onClick={resend}>
                  {AUTH_FORM_MESSAGES.resendConfirmationEmail}
                </Button>
              ) : null}
            </div>
          ) : null}

          <Button type="submit" disabled={busy} aria-busy={busy}>
            {mode === 'signin'
              ? AUTH_MESSAGES.signIn
              : mode === 'signup'
                ? AUTH_MESSAGES.signUp
                : AUTH_FORM_MESSAGES.sendResetLink}
          </Button>
        </form>
      )}

      <div className="flex flex-col gap-2 text-center">
        {mode === 'signin' ? (
          <>
            <button
              type="button"
              className="text-brand-800 underline underline-offset-4"
              onClick={() => switchMode('forgot')}
            >
              {AUTH_FORM_MESSAGES.forgotPassword}
            </button>
            <button
              type="button"
              className="text-brand-800 underline underline-offset-4"
              onClick={() => switchMode('signup')}
            >
              {AUTH_FORM_MESSAGES.donTHaveAn}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="text-brand-800 underline underline-offset-4"
            onClick={() => switchMode('signin')}
          >
            {mode === 'signup'
              ? AUTH_FORM_MESSAGES.alreadyHaveAnAccount
              : AUTH_FORM_MESSAGES.backToSignIn}
          </button>
        )}
      </div>

      <p className="text-center text-sm text-muted">
        {AUTH_FORM_MESSAGES.byContinuingYouAgree}{' '}
        <a
          href={localizedPath('/terms')}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-800 underline"
        >
          {AUTH_FORM_MESSAGES.termsOfService}
        </a>{' '}
        {AUTH_FORM_MESSAGES.and}{' '}
        <a
          href={localizedPath('/privacy')}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-800 underline"
        >
          {AUTH_FORM_MESSAGES.privacyPolicy}
        </a>
        <span className="sr-only"> {AUTH_FORM_MESSAGES.openInANew}</span>.
      </p>
    </div>
  );
}

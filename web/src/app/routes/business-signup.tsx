import {
  type BusinessSignupField,
  type BusinessSignupProblem,
  businessSignupProblems,
  type SignupLinkResponse,
} from '@common/contracts/business';
import { AUTH_SERVER_ERRORS } from '@common/messages/auth';
import { BUSINESS_SIGNUP_PAGE_MESSAGES, SIGNUP_LINK_MESSAGES } from '@common/messages/business';
import { joinValidationErrors, VALIDATION_MESSAGES } from '@common/messages/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, buttonClass } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { meQueryOptions } from '@web/features/auth/api/get-me';
import { useSignIn } from '@web/features/auth/api/sign-in';
import { useAuth } from '@web/features/auth/auth-provider';
import { useAuthDialog } from '@web/features/auth/components/auth-dialog';
import { useCompleteBusinessSignup } from '@web/features/business/api/complete-business-signup';
import { useCreateBusinessAccount } from '@web/features/business/api/create-business-account';
import { useSignupLink } from '@web/features/business/api/get-signup-link';
import { LinkProviderSummary } from '@web/features/business/components/link-provider-summary';
import {
  completeSetupErrorMessage,
  signupLinkErrorMessage,
} from '@web/features/business/signup-errors';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { usePageTitle } from '@web/lib/use-page-title';
import { LinkIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

function InvalidLink({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <LinkIcon aria-hidden="true" className="mx-auto h-10 w-10 text-muted" />
      <h1 className="mt-4 text-2xl font-semibold">
        {BUSINESS_SIGNUP_PAGE_MESSAGES.thisSignupLinkCannot}
      </h1>
      <p className="mt-2 text-muted" role="alert">
        {message}
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
        {SIGNUP_LINK_MESSAGES.returnToHome}
      </Link>
    </section>
  );
}

/** Completes setup and moves on to the confirmation page; errors are the spec's §8 wording. */
function useFinishSetup(providerId: string, token: string) {
  const navigate = useNavigate();
  const complete = useCompleteBusinessSignup();
  const [error, setError] = useState<string | null>(null);
  async function finish() {
    setError(null);
    try {
      const result = await complete.mutateAsync({ providerId, token });
      if (result?.ok !== true) {
        setError(SIGNUP_LINK_MESSAGES.unexpectedResponse);
        notify.error({
          title: BUSINESS_SIGNUP_PAGE_MESSAGES.error,
          description: SIGNUP_LINK_MESSAGES.unexpectedResponse,
        });
        return;
      }
      /* Straight to the dashboard: it shows the listing's own state (decision 044). */
      navigate('/provider/dashboard');
    } catch (err) {
      const message = completeSetupErrorMessage(err);
      setError(message);
      notify.error({ title: BUSINESS_SIGNUP_PAGE_MESSAGES.error, description: message });
    }
  }
  return { finish, pending: complete.isPending, error };
}

function WelcomeBack({
  link,
  providerId,
  token,
}: {
  link: SignupLinkResponse;
  providerId: string;
  token: string;
}) {
  const { user, signOut } = useAuth();
  const { finish, pending, error } = useFinishSetup(providerId, token);
  const otherAddress =
    user && user.email.toLowerCase() !== link.email.toLowerCase() ? user.email : null;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-12">
      <h1 className="text-3xl font-semibold">{SIGNUP_LINK_MESSAGES.welcomeBack}</h1>
      <LinkProviderSummary provider={link.provider} />
      {link.state === 'completed' ? (
        <>
          <p>{BUSINESS_SIGNUP_PAGE_MESSAGES.yourBusinessAccountIs}</p>
          <Link to="/provider/dashboard" className={buttonClass('primary', 'md', 'self-start')}>
            {SIGNUP_LINK_MESSAGES.continueToDashboard}
          </Link>
        </>
      ) : (
        <>
          <p>
            {BUSINESS_SIGNUP_PAGE_MESSAGES.youAreSignedIn} <strong>{user?.email}</strong>
            {BUSINESS_SIGNUP_PAGE_MESSAGES.continueToLink} {link.provider.name}{' '}
            {BUSINESS_SIGNUP_PAGE_MESSAGES.toYourAccountAnd}
          </p>
          {otherAddress ? (
            <div className="rounded-xl border border-amber-700 bg-amber-50 p-4 text-amber-950">
              <p>
                {BUSINESS_SIGNUP_PAGE_MESSAGES.thisLinkIsFor} <strong>{link.email}</strong>
                {BUSINESS_SIGNUP_PAGE_MESSAGES.theContactEMail}
              </p>
              <Button variant="secondary" className="mt-3" onClick={() => void signOut()}>
                {BUSINESS_SIGNUP_PAGE_MESSAGES.signOut}
              </Button>
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-red-800">
              {error}
            </p>
          ) : null}
          <Button className="self-start" disabled={pending} onClick={() => void finish()}>
            {pending
              ? BUSINESS_SIGNUP_PAGE_MESSAGES.settingUp
              : SIGNUP_LINK_MESSAGES.continueToDashboard}
          </Button>
        </>
      )}
    </section>
  );
}

type Values = { fullName: string; email: string; password: string; confirmPassword: string };
type Errors = Partial<Record<BusinessSignupField, string>>;

function SignupForm({
  link,
  providerId,
  token,
}: {
  link: SignupLinkResponse;
  providerId: string;
  token: string;
}) {
  const ids = useId();
  const idOf = (field: BusinessSignupField) => `${ids}-${field}`;
  const signIn = useSignIn();
  const navigate = useNavigate();
  const createAccount = useCreateBusinessAccount();
  const { openAuthDialog } = useAuthDialog();
  const queryClient = useQueryClient();
  const { finish, pending: finishing } = useFinishSetup(providerId, token);
  const [values, setValues] = useState<Values>({
    fullName: '',
    email: link.email,
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const busy = createAccount.isPending || signIn.isPending || finishing;

  const update = (field: BusinessSignupField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  function showProblems(problems: readonly BusinessSignupProblem[]) {
    notify.error({
      title: VALIDATION_MESSAGES.validationErrorTitle,
      description: joinValidationErrors(problems.map((p) => p.message)),
    });
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    const [first] = problems;
    if (first) document.getElementById(idOf(first.field))?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    /* Someone may have signed in in another tab since the page loaded. */
    const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    if (me.user) {
      notify.error({
        title: SIGNUP_LINK_MESSAGES.alreadySignedIn,
        description: BUSINESS_SIGNUP_PAGE_MESSAGES.youAreAlreadySigned,
      });
      return;
    }
    const problems = businessSignupProblems(values);
    if (problems.length > 0) {
      showProblems(problems);
      return;
    }
    try {
      /* The link proves the address: the account is confirmed and signed in (decision 044). */
      await createAccount.mutateAsync({
        providerId,
        token,
        fullName: values.fullName.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      notify.success(SIGNUP_LINK_MESSAGES.accountCreated);
      navigate('/provider/dashboard');
    } catch (err) {
      const exists =
        err instanceof ApiError &&
        (err.code === 'USER_ALREADY_EXISTS' ||
          err.message === AUTH_SERVER_ERRORS.userAlreadyRegistered);
      if (!exists) {
        notify.error(
          SIGNUP_LINK_MESSAGES.accountCreationFailed(
            err instanceof Error ? err.message : SIGNUP_LINK_MESSAGES.unexpected,
          ),
        );
        return;
      }
      /* The account exists: the spec tries the password given, then completes setup. */
      try {
        await signIn.mutateAsync({ email: link.email, password: values.password });
      } catch {
        notify.error(SIGNUP_LINK_MESSAGES.signInFailed);
        return;
      }
      await finish();
    }
  }

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-10">
      <header>
        <h1 className="text-3xl font-semibold">
          {BUSINESS_SIGNUP_PAGE_MESSAGES.createYourBusinessAccount}
        </h1>
        <p className="mt-2 text-muted">{BUSINESS_SIGNUP_PAGE_MESSAGES.yourListingHasBeen}</p>
      </header>
      <LinkProviderSummary provider={link.provider} />
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-8"
      >
        <Field
          id={idOf('fullName')}
          label={BUSINESS_SIGNUP_PAGE_MESSAGES.fullName}
          autoComplete="name"
          value={values.fullName}
          onChange={(e) => update('fullName', e.target.value)}
          error={errors.fullName}
          required
        />
        <Field
          id={idOf('email')}
          label={BUSINESS_SIGNUP_PAGE_MESSAGES.email}
          type="email"
          value={values.email}
          readOnly
          aria-readonly="true"
          hint={BUSINESS_SIGNUP_PAGE_MESSAGES.theContactEMail2}
          error={errors.email}
          className="[&_input]:bg-brand-50"
        />
        <Field
          id={idOf('password')}
          label={BUSINESS_SIGNUP_PAGE_MESSAGES.password}
          type="password"
          autoComplete="new-password"
          hint={BUSINESS_SIGNUP_PAGE_MESSAGES.atLeast6Characters}
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
          error={errors.password}
          required
        />
        <Field
          id={idOf('confirmPassword')}
          label={BUSINESS_SIGNUP_PAGE_MESSAGES.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => update('confirmPassword', e.target.value)}
          error={errors.confirmPassword}
          required
        />
        <Button type="submit" disabled={busy} className="self-start">
          {busy
            ? BUSINESS_SIGNUP_PAGE_MESSAGES.creatingYourAccount
            : BUSINESS_SIGNUP_PAGE_MESSAGES.createBusinessAccount}
        </Button>
        <p className="text-sm text-muted">
          {BUSINESS_SIGNUP_PAGE_MESSAGES.alreadyHaveAnAccount}{' '}
          <button
            type="button"
            className="font-semibold text-brand-800 underline"
            onClick={() => openAuthDialog('signin')}
          >
            {BUSINESS_SIGNUP_PAGE_MESSAGES.signIn}
          </button>
        </p>
      </form>
    </section>
  );
}

/**
 * /business-signup?provider=…&token=… — the link in the 'approved' e-mail (spec §2, §4, §8).
 * Without the token, a signed-in visitor who confirmed the contact e-mail is shown its link
 * (decision 036); creating the account here needs no confirmation (decision 044).
 */
export function BusinessSignupPage() {
  usePageTitle(BUSINESS_SIGNUP_PAGE_MESSAGES.createYourBusinessAccount);
  const [params] = useSearchParams();
  const providerId = params.get('provider') ?? '';
  const token = params.get('token') ?? '';
  const { user, loading } = useAuth();
  const hasParams = Boolean(providerId && (token || user));
  const link = useSignupLink(providerId, token, user?.id ?? null, hasParams && !loading);

  if (!providerId || (!token && !loading && !user)) {
    return <InvalidLink message={SIGNUP_LINK_MESSAGES.missingParams} />;
  }
  if (loading || link.isPending)
    return <Spinner label={BUSINESS_SIGNUP_PAGE_MESSAGES.checkingYourSignupLink} />;
  if (link.isError) return <InvalidLink message={signupLinkErrorMessage(link.error)} />;
  if (user) return <WelcomeBack link={link.data} providerId={providerId} token={token} />;
  return <SignupForm link={link.data} providerId={providerId} token={token} />;
}

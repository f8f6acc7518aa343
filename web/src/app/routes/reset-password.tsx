import { RESET_PASSWORD_PAGE_MESSAGES } from '@common/messages/auth';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { useResetPassword } from '@web/features/auth/api/reset-password';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { usePageTitle } from '@web/lib/use-page-title';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

export function ResetPasswordPage() {
  usePageTitle(RESET_PASSWORD_PAGE_MESSAGES.chooseANewPassword);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const linkError = params.get('error');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  if (!token || linkError) {
    return (
      <section className="mx-auto max-w-md px-4 py-12">
        <h1 className="text-2xl font-semibold">{RESET_PASSWORD_PAGE_MESSAGES.thisResetLinkDoes}</h1>
        <p className="mt-2 text-muted">{RESET_PASSWORD_PAGE_MESSAGES.itMayHaveExpired}</p>
        <Link to="/auth" className="mt-6 inline-block font-semibold text-brand-800 underline">
          {RESET_PASSWORD_PAGE_MESSAGES.goToSignIn}
        </Link>
      </section>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < 6) return setError(RESET_PASSWORD_PAGE_MESSAGES.passwordMustBeAt);
    if (password !== confirm) return setError(RESET_PASSWORD_PAGE_MESSAGES.passwordsDoNotMatch);
    setError(null);
    try {
      await reset.mutateAsync({ token: token ?? '', newPassword: password });
      notify.success({
        title: RESET_PASSWORD_PAGE_MESSAGES.passwordChanged,
        description: RESET_PASSWORD_PAGE_MESSAGES.youCanNowSign,
      });
      navigate('/auth', { replace: true });
    } catch (err) {
      setError(
        err instanceof ApiError
          ? err.message
          : RESET_PASSWORD_PAGE_MESSAGES.anUnexpectedErrorOccurred,
      );
    }
  }

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <h1 className="text-2xl font-semibold">
          {RESET_PASSWORD_PAGE_MESSAGES.chooseANewPassword}
        </h1>
        <form className="mt-5 flex flex-col gap-4" onSubmit={submit}>
          <Field
            label={RESET_PASSWORD_PAGE_MESSAGES.newPassword}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint={RESET_PASSWORD_PAGE_MESSAGES.atLeast6Characters}
          />
          <Field
            label={RESET_PASSWORD_PAGE_MESSAGES.confirmNewPassword}
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={error ?? undefined}
          />
          <Button type="submit" disabled={reset.isPending}>
            {RESET_PASSWORD_PAGE_MESSAGES.saveNewPassword}
          </Button>
        </form>
      </div>
    </section>
  );
}

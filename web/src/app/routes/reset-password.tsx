import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useResetPassword } from '../../features/auth/api/reset-password';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';

export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
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
        <h1 className="text-2xl font-semibold">This reset link does not work</h1>
        <p className="mt-2 text-muted">
          It may have expired or been used already. Ask for a new one from the sign-in form.
        </p>
        <Link to="/auth" className="mt-6 inline-block font-semibold text-brand-800 underline">
          Go to sign in
        </Link>
      </section>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < 6) return setError('Password must be at least 6 characters long');
    if (password !== confirm) return setError('Passwords do not match');
    setError(null);
    try {
      await reset.mutateAsync({ token: token ?? '', newPassword: password });
      notify.success({
        title: 'Password changed',
        description: 'You can now sign in with your new password.',
      });
      navigate('/auth', { replace: true });
    } catch (err) {
      setError(
        err instanceof ApiError ? err.message : 'An unexpected error occurred. Please try again.',
      );
    }
  }

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <h1 className="text-2xl font-semibold">Choose a new password</h1>
        <form className="mt-5 flex flex-col gap-4" onSubmit={submit}>
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint="At least 6 characters."
          />
          <Field
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={error ?? undefined}
          />
          <Button type="submit" disabled={reset.isPending}>
            Save new password
          </Button>
        </form>
      </div>
    </section>
  );
}

import { NO_ROLES } from '@common/domain/roles';
import { ACCOUNT_MESSAGES as M } from '@common/messages/account';
import { useQueryClient } from '@tanstack/react-query';
import { Button, buttonClass } from '@web/components/ui/button';
import { Field, FieldError } from '@web/components/ui/field';
import { useAuth } from '@web/features/auth/auth-provider';
import { meKeys } from '@web/features/me/api/me-keys';
import { ApiError } from '@web/lib/api';
import { notify } from '@web/lib/notify';
import { Download } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useChangeEmail } from '../api/change-email';
import { useChangePassword } from '../api/change-password';
import { useDeleteAccount } from '../api/delete-account';
import { EXPORT_URL } from '../api/export-my-data';
import { useUpdateName } from '../api/update-name';

/* Better Auth's codes, in our words. */
function messageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return M.somethingWrong;
  if (error.code === 'INVALID_PASSWORD' || error.code === 'WRONG_PASSWORD') return M.wrongPassword;
  if (error.code === 'PASSWORD_TOO_SHORT') return M.passwordTooShort;
  return error.message || M.somethingWrong;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One form of the page: runs `action` (its mutation, then what follows) and shows its error under
 * the fields; the button is busy while the form's mutation is pending.
 */
function useFormAction(action: () => Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return { error, submit };
}

export function AccountSettings() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const deleted = useRef(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const [name, setName] = useState(user?.fullName ?? '');
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [deletePassword, setDeletePassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const updateName = useUpdateName();
  const changeEmail = useChangeEmail();
  const changePassword = useChangePassword();
  const deleteAccount = useDeleteAccount();

  const nameForm = useFormAction(async () => {
    await updateName.mutateAsync(name.trim());
    notify.success(M.nameSaved);
  });
  const emailForm = useFormAction(async () => {
    const address = email.trim();
    await changeEmail.mutateAsync(address);
    setEmail('');
    notify.success(M.emailChangeSent(address));
  });
  const passwordForm = useFormAction(async () => {
    await changePassword.mutateAsync({ currentPassword: current, newPassword: next });
    setCurrent('');
    setNext('');
    notify.success(M.passwordChanged);
  });
  const deleteForm = useFormAction(async () => {
    await deleteAccount.mutateAsync({ password: deletePassword, confirm: 'DELETE' });
    notify.success(M.deleted);
    /* Home first (this page would send a signed-out visitor to sign in); the session is
     * cleared when this page has left the screen (the effect below). */
    deleted.current = true;
    await navigate('/', { replace: true });
  });
  /* Signed out as sign-out does, once the page is gone: no user, nothing of the account cached. */
  useEffect(
    () => () => {
      if (!deleted.current) return;
      queryClient.setQueryData(meKeys.all, { user: null, profile: null, roles: NO_ROLES });
      queryClient.removeQueries({
        predicate: (q) => q.queryKey.join('/') !== meKeys.all.join('/'),
      });
    },
    [queryClient],
  );

  if (!user) return null;
  return (
    <div className="mt-6 flex flex-col gap-6">
      {params.get('email') === 'changed' ? (
        <p role="status" className="rounded-lg border border-brand-700 bg-brand-50 p-3">
          {M.emailChanged}
        </p>
      ) : null}

      <Section title={M.nameSection}>
        <form onSubmit={nameForm.submit} className="flex flex-col gap-3">
          <Field
            label={M.fullName}
            autoComplete="name"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={nameForm.error ?? undefined}
          />
          <Button type="submit" className="self-start" disabled={updateName.isPending}>
            {M.saveName}
          </Button>
        </form>
      </Section>

      <Section title={M.emailSection}>
        <p>{M.currentEmail(user.email)}</p>
        <form onSubmit={emailForm.submit} className="flex flex-col gap-3">
          <Field
            label={M.newEmail}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={emailForm.error ?? undefined}
          />
          <Button type="submit" className="self-start" disabled={changeEmail.isPending}>
            {M.changeEmail}
          </Button>
        </form>
      </Section>

      <Section title={M.passwordSection}>
        <form onSubmit={passwordForm.submit} className="flex flex-col gap-3">
          <Field
            label={M.currentPassword}
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <Field
            label={M.newPassword}
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            maxLength={128}
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
          <FieldError id={`${id}-password-error`} message={passwordForm.error} announce />
          <Button type="submit" className="self-start" disabled={changePassword.isPending}>
            {M.changePassword}
          </Button>
        </form>
      </Section>

      <Section title={M.dataSection}>
        <p>{M.dataIntro}</p>
        <a href={EXPORT_URL} download className={buttonClass('secondary', 'md', 'self-start')}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {M.downloadData}
        </a>
      </Section>

      <Section title={M.deleteSection}>
        <p>{M.deleteIntro}</p>
        <form onSubmit={deleteForm.submit} className="flex flex-col gap-3">
          <Field
            label={M.deletePassword}
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            value={deletePassword}
            onChange={(e) => setDeletePassword(e.target.value)}
          />
          <Field
            label={M.deleteConfirmLabel}
            required
            autoComplete="off"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <FieldError id={`${id}-delete-error`} message={deleteForm.error} announce />
          <Button
            type="submit"
            variant="danger"
            className="self-start"
            disabled={
              deleteAccount.isPending || confirm.trim() !== 'DELETE' || deletePassword === ''
            }
          >
            {M.deleteButton}
          </Button>
        </form>
      </Section>
    </div>
  );
}

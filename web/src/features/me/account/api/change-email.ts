import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { localizedPath } from '@web/lib/i18n/locale-links';

/* Better Auth's endpoint: the link in the e-mail brings the member back to /account. */
const changeEmail = (newEmail: string) =>
  api<unknown>('/api/auth/change-email', {
    body: { newEmail, callbackURL: localizedPath('/account?email=changed') },
  });

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

import { api } from '@web/lib/api';
import { pageLocale } from '@web/lib/i18n/apply-locale';

/*
 * The session's own calls, made by AuthProvider only: it refreshes every query and tells the
 * other tabs after each. Forms reach them through the hooks in sign-in.ts and sign-up.ts.
 */

export function signInEmail(email: string, password: string) {
  return api<unknown>('/api/auth/sign-in/email', { body: { email, password } });
}

export function signUpEmail(input: {
  email: string;
  password: string;
  fullName: string;
  callbackURL: string;
}) {
  return api<unknown>('/api/auth/sign-up/email', {
    body: {
      email: input.email,
      password: input.password,
      name: input.fullName,
      callbackURL: input.callbackURL,
      /* The account's language: its mails are written in it (decision 066). */
      locale: pageLocale(),
    },
  });
}

export function signOutSession() {
  return api<unknown>('/api/auth/sign-out', { body: {} });
}

import { api } from '../../../lib/api';

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
    },
  });
}

export function signOutSession() {
  return api<unknown>('/api/auth/sign-out', { body: {} });
}

export function resendConfirmation(email: string, callbackURL: string) {
  return api<unknown>('/api/auth/send-verification-email', { body: { email, callbackURL } });
}

export function requestPasswordReset(email: string, redirectTo: string) {
  return api<unknown>('/api/auth/request-password-reset', { body: { email, redirectTo } });
}

export function resetPassword(token: string, newPassword: string) {
  return api<unknown>('/api/auth/reset-password', { body: { token, newPassword } });
}

import type { DeleteAccountBody } from '@common/contracts/account';
import { api } from '../../../../lib/api';

/* Better Auth's endpoints (server/plugins/auth-endpoints.ts) and our own account routes. */

export const updateName = (name: string) =>
  api<unknown>('/api/auth/update-user', { body: { name } });

export const changeEmail = (newEmail: string) =>
  api<unknown>('/api/auth/change-email', {
    body: { newEmail, callbackURL: '/account?email=changed' },
  });

export const changePassword = (currentPassword: string, newPassword: string) =>
  api<unknown>('/api/auth/change-password', {
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });

export const deleteAccount = (body: DeleteAccountBody) =>
  api<{ ok: true }>('/api/me/delete-account', { body });

/** Served as an attachment: a plain link downloads it with the session cookie. */
export const EXPORT_URL = '/api/me/export';

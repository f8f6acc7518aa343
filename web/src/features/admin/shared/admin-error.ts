import { ADMIN_MESSAGES } from '@common/messages/admin';
import type { ToastMessage } from '@common/messages/shared';
import { ApiError } from '@web/lib/api';

/**
 * The toast for a failed admin call: the spec's permission sentence for ADMIN_REQUIRED, the
 * server's own sentence for a conflict (already decided, criteria not met), else the spec's
 * generic failure.
 */
export function adminErrorToast(
  err: unknown,
  fallback: ToastMessage,
  permissionText: string = ADMIN_MESSAGES.noPermissionAction,
): ToastMessage {
  if (err instanceof ApiError) {
    if (err.status === 403 && err.code === 'ADMIN_REQUIRED') {
      return { title: fallback.title, description: permissionText };
    }
    if (err.status === 409) return { title: fallback.title, description: err.message };
  }
  return fallback;
}

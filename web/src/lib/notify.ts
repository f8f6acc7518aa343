import type { ToastMessage } from '@common/messages';
import { toast } from 'sonner';

/*
 * The same message shown twice (a retried request, a double click) replaces the toast already on
 * screen instead of stacking a copy: fewer things move, and a person reads it once.
 */
const idOf = (kind: string, message: ToastMessage) =>
  `${kind}:${message.title}:${message.description ?? ''}`;

/** Toasts with the spec's title + description + duration. Errors stay a little longer to be read. */
export const notify = {
  success(message: ToastMessage) {
    toast.success(message.title, {
      id: idOf('success', message),
      description: message.description,
      duration: message.duration ?? 3000,
    });
  },
  info(message: ToastMessage) {
    toast(message.title, {
      id: idOf('info', message),
      description: message.description,
      duration: message.duration ?? 5000,
    });
  },
  error(message: ToastMessage) {
    toast.error(message.title, {
      id: idOf('error', message),
      description: message.description,
      duration: message.duration ?? 6000,
    });
  },
};

import type { ToastMessage } from '@common/messages';
import { toast } from 'sonner';

/** Toasts with the spec's title + description + duration. Errors stay a little longer to be read. */
export const notify = {
  success(message: ToastMessage) {
    toast.success(message.title, {
      description: message.description,
      duration: message.duration ?? 3000,
    });
  },
  info(message: ToastMessage) {
    toast(message.title, { description: message.description, duration: message.duration ?? 5000 });
  },
  error(message: ToastMessage) {
    toast.error(message.title, {
      description: message.description,
      duration: message.duration ?? 6000,
    });
  },
};

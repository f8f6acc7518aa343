import type { ToastMessage } from '@common/messages/shared';
import { loadSonner } from './toaster';

/*
 * The same message shown twice (a retried request, a double click) replaces the toast already on
 * screen instead of stacking a copy: fewer things move, and a person reads it once.
 */
const idOf = (kind: string, message: ToastMessage) =>
  `${kind}:${message.title}:${message.description ?? ''}`;

/** A button in the toast, e.g. 'Undo'. A toast with one stays up longer, to be reached. */
export type ToastAction = { label: string; onClick(): void };
const ACTION_DURATION = 10_000;

type Kind = 'success' | 'info' | 'error';
const DEFAULT_DURATION: Record<Kind, number> = { success: 3000, info: 5000, error: 6000 };

function show(kind: Kind, message: ToastMessage, action?: ToastAction) {
  void loadSonner().then(({ toast }) => {
    const options = {
      id: idOf(kind, message),
      description: message.description,
      duration: action ? ACTION_DURATION : (message.duration ?? DEFAULT_DURATION[kind]),
      action,
    };
    if (kind === 'success') toast.success(message.title, options);
    else if (kind === 'error') toast.error(message.title, options);
    else toast(message.title, options);
  });
}

/** Toasts with the spec's title + description + duration. Errors stay a little longer to be read. */
export const notify = {
  success(message: ToastMessage, action?: ToastAction) {
    show('success', message, action);
  },
  info(message: ToastMessage, action?: ToastAction) {
    show('info', message, action);
  },
  error(message: ToastMessage, action?: ToastAction) {
    show('error', message, action);
  },
  /** Takes an error away once what it complained about is put right (a valid file chosen). */
  dismissError(message: ToastMessage) {
    void loadSonner().then(({ toast }) => toast.dismiss(idOf('error', message)));
  },
};

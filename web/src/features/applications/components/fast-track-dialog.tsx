import { PROVIDER_MESSAGES } from '@common/messages';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DialogContent } from '../../../components/ui/dialog';
import { SIGNUP_FROM_WIZARD } from '../signup-link';

const DISMISSED_KEY = 'calmpath:fast-track-dismissed';

function wasDismissed() {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * §2: a visitor who is not signed in is offered an account first ('Want to fast-track your
 * listing?'); Maybe Later lets them apply as they are. Once dismissed it stays away for the rest
 * of the visit, so a reload in the middle of the wizard does not ask again.
 */
export function FastTrackDialog() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => !wasDismissed());

  function later() {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* Without storage it may ask again after a reload; nothing else depends on it. */
    }
    setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : later())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-xl">
          <Dialog.Title className="text-2xl font-semibold">
            {PROVIDER_MESSAGES.fastTrack.title}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-muted">
            {PROVIDER_MESSAGES.fastTrack.description}
          </Dialog.Description>
          <p className="mt-3 text-sm text-muted">
            You can also apply without an account. Your answers are kept on this device until you
            send them.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={later}>
              {PROVIDER_MESSAGES.fastTrack.maybeLater}
            </Button>
            <Button onClick={() => navigate(SIGNUP_FROM_WIZARD)}>
              {PROVIDER_MESSAGES.fastTrack.createAccount}
            </Button>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

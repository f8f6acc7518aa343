import { FAST_TRACK_NOTE_MESSAGES, PROVIDER_MESSAGES } from '@common/messages/business';
import { Button, buttonClass } from '@web/components/ui/button';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SIGNUP_FROM_WIZARD } from '../signup-link';

const DISMISSED_KEY = 'calmpath:fast-track-dismissed';

function wasDismissed() {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * §2: a visitor who is not signed in is offered an account first ('Want to fast-track your
 * listing?'). Decision 044: an inline note beside the wizard, not a dialog that takes the page on
 * load; Maybe Later puts it away on this device for good (it is offered to signed-out visitors
 * only, so there is no account to key it to) and hands the focus to `onDismiss`.
 */
export function FastTrackNote({ onDismiss }: { onDismiss: () => void }) {
  const [open, setOpen] = useState(() => !wasDismissed());
  const titleId = useId();
  if (!open) return null;

  function later() {
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* Without storage it shows again next visit; nothing else depends on it. */
    }
    setOpen(false);
    onDismiss();
  }

  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {PROVIDER_MESSAGES.fastTrack.title}
      </h2>
      <p className="mt-1">{PROVIDER_MESSAGES.fastTrack.description}</p>
      <p className="mt-1 text-sm text-muted">{FAST_TRACK_NOTE_MESSAGES.youCanAlsoApply}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={SIGNUP_FROM_WIZARD} className={buttonClass('primary')}>
          {PROVIDER_MESSAGES.fastTrack.createAccount}
        </Link>
        <Button variant="secondary" onClick={later}>
          {PROVIDER_MESSAGES.fastTrack.maybeLater}
        </Button>
      </div>
    </section>
  );
}

import { CALM_MODE_MESSAGES } from '@common/messages/shared';
import { Leaf } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-provider';
import { useSetAccountCalmMode } from './api/set-calm-mode';
import { applyCalmMode, isCalmModeOn, useCalmMode } from './calm-mode';

/**
 * The header's calm mode switch: a toggle button (aria-pressed), usable by keyboard like any
 * button. Signed in, the account's choice wins over the device's and follows each change.
 */
export function CalmModeToggle() {
  const on = useCalmMode();
  const { user, profile } = useAuth();
  const save = useSetAccountCalmMode();
  const accountChoice = user ? (profile?.calmMode ?? null) : null;
  /* Said once after a press (not on every page load): what just changed. */
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (accountChoice !== null && accountChoice !== isCalmModeOn()) applyCalmMode(accountChoice);
  }, [accountChoice]);

  const toggle = () => {
    const next = !on;
    applyCalmMode(next);
    setAnnouncement(next ? CALM_MODE_MESSAGES.on : CALM_MODE_MESSAGES.off);
    if (user) save.mutate(next);
  };

  return (
    <>
      <button
        type="button"
        aria-pressed={on}
        onClick={toggle}
        className="flex items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 font-medium text-brand-800 hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
      >
        <Leaf aria-hidden="true" className="h-4 w-4" />
        <span>{CALM_MODE_MESSAGES.toggle}</span>
      </button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}

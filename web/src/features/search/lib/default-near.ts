import { ZIP_PATTERN } from '@common/catalog/search-places';
import { useAuth } from '@web/features/auth/auth-provider';
import { useCallback, useMemo, useState } from 'react';
import type { Refinement } from './refinement';

/* Once cleared, the saved ZIP stays out of this tab's searches until it is closed (decision 043). */
const CLEARED_KEY = 'calmpath:saved-zip-cleared';

function clearedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(CLEARED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * A signed-in member's saved ZIP is where their searches look unless the URL names another
 * place or they cleared it this session (decision 043). The URL stays as typed, so a shared link
 * does not carry the member's home ZIP.
 */
export function useDefaultNear(refine: Refinement) {
  const { profile } = useAuth();
  const [cleared, setCleared] = useState(clearedThisSession);
  const saved = profile?.zipCode?.trim().slice(0, 5) ?? '';
  const savedZip = ZIP_PATTERN.test(saved) ? saved : null;
  const fromProfile = !refine.near && !cleared && savedZip !== null;
  const effective = useMemo(
    () => (fromProfile && savedZip ? { ...refine, near: savedZip } : refine),
    [fromProfile, savedZip, refine],
  );
  const clear = useCallback(() => {
    try {
      window.sessionStorage.setItem(CLEARED_KEY, '1');
    } catch {
      /* Without storage the choice lasts while the page is open. */
    }
    setCleared(true);
  }, []);
  return { refine: effective, fromProfile, savedZip, clear };
}

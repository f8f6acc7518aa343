import type { Preloadable } from '@web/lib/preloadable';
import { useState } from 'react';

/**
 * A dialog whose code is a chunk of its own, opened by a button: `warm` starts its load (on the
 * button's hover or focus), `openWhenLoaded` opens it once the code has arrived (on click), and
 * `Dialog` is the loaded component while it is open. A file that failed to load makes the app
 * load afresh (lib/new-version.ts), so a failed load opens nothing.
 */
export function useLazyDialog<P extends object>(code: Preloadable<P>) {
  const [open, setOpen] = useState(false);
  return {
    open,
    setOpen,
    Dialog: open ? code.loaded : undefined,
    warm: () => void code.preload().catch(() => {}),
    openWhenLoaded: () =>
      void code.preload().then(
        () => setOpen(true),
        () => {},
      ),
  };
}

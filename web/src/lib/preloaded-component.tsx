import type { Preloadable } from '@web/lib/preloadable';
import { type Attributes, use } from 'react';

/**
 * Renders a preloadable component (preloadable.ts): at once if its code has arrived, else it
 * suspends until then (put it inside Suspense).
 */
export function PreloadedComponent<P extends object>({
  code,
  props,
}: {
  code: Preloadable<P>;
  props?: P;
}) {
  const Loaded = code.loaded ?? use(code.preload());
  return <Loaded {...(props as P & Attributes)} />;
}

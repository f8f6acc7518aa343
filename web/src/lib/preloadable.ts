import type { ComponentType } from 'react';

/**
 * A component whose code is its own chunk, like React.lazy, but whose load can be started early
 * (`preload`, e.g. beside the page's own code on a direct visit) and which renders at once once
 * that code has arrived (PreloadedComponent): React.lazy suspends on its first render even then,
 * and the fallback it commits holds the content back (React reveals a boundary at most every
 * 300 ms).
 */
export type Preloadable<P extends object = object> = {
  preload(): Promise<ComponentType<P>>;
  loaded?: ComponentType<P>;
};

export function preloadable<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let promise: Promise<ComponentType<P>> | undefined;
  const code: Preloadable<P> = {
    preload: () => {
      promise ??= load().then((component) => (code.loaded = component));
      return promise;
    },
  };
  return code;
}

import { lazy, Suspense, useSyncExternalStore } from 'react';

/*
 * sonner (10 KB gzip) loads with the first toast, not with the page: most first visits never show
 * one (decision 024). notify() asks for it; the Toaster mounts then and sonner shows toasts that
 * were created before it subscribed.
 */
type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | undefined;
const subscribers = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner');
    for (const notifyChange of subscribers) notifyChange();
  }
  return loading;
}

const LazyToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

function subscribe(onChange: () => void) {
  subscribers.add(onChange);
  return () => subscribers.delete(onChange);
}

/*
 * At the bottom of the screen: a toast never covers the header's links, and on a phone it sits
 * where the thumb is.
 */
export function AppToaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => loading !== undefined,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster position="bottom-center" closeButton toastOptions={{ duration: 5000 }} />
    </Suspense>
  );
}

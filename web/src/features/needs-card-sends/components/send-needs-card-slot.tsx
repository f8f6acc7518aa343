import { lazy, Suspense } from 'react';

/*
 * The provider page's mount (decision 070). The panel, its dialog and the printed card are a
 * chunk of their own, fetched after the page's first paint: a visitor who only reads the page
 * does not wait for them.
 */
const SendNeedsCardPanel = lazy(() =>
  import('./send-needs-card-panel').then((m) => ({ default: m.SendNeedsCardPanel })),
);

export function SendNeedsCardSlot(props: { providerId: number; providerName: string }) {
  return (
    <Suspense fallback={null}>
      <SendNeedsCardPanel {...props} />
    </Suspense>
  );
}

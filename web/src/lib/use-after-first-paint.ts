import { useEffect, useState } from 'react';

/** At most this long after mounting, false turns to true even if no paint was reported. */
const LONGEST_WAIT_MS = 1000;

const hasPainted = () =>
  typeof performance !== 'undefined' &&
  typeof performance.getEntriesByName === 'function' &&
  performance.getEntriesByName('first-contentful-paint').length > 0;

/*
 * Whether the page has had its first contentful paint: false until the browser reports it (or a
 * second has passed), true at once after that, e.g. on every later in-app navigation. Code that
 * the first paint does not need (the search results on a direct visit to /?q=…, the review form)
 * is asked for after it, so its files do not compete with the first paint on a slow phone (issue
 * 16; Lighthouse counts every request started before the first paint as possibly needed for it).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(hasPainted);
  useEffect(() => {
    if (painted) return;
    const done = () => setPainted(true);
    const timer = setTimeout(done, LONGEST_WAIT_MS);
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      /* No paint timing here: a frame, then the task after it, is the best guess. */
      requestAnimationFrame(() => setTimeout(done, 0));
    }
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [painted]);
  return painted;
}
